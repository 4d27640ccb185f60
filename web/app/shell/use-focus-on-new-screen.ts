import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { MAIN_ID } from './skip-link.tsx'

/**
 * Moves the focus to the main area when the visitor opens another screen (not on the first one,
 * nor when only the query changes, as search does while typing): otherwise it would stay on the
 * link just followed, or fall back to the page's body, and a screen reader would say nothing of
 * the new screen.
 */
export function useFocusOnNewScreen(): void {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }, [pathname])
}
