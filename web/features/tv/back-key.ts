import { useLayoutEffect, useRef } from 'react'

/** The remote's Back: Escape on a keyboard, Backspace on many TV browsers and wrappers. */
export const BACK_KEYS: readonly string[] = ['Escape', 'Backspace', 'GoBack', 'BrowserBack']

/** What Back does, the last screen or panel opened first: it closes, then the one below acts. */
const handlers: (() => void)[] = []

/** Calls the Back handler of what was opened last; false when nothing listens. */
export function pressBack(): boolean {
  const handler = handlers.at(-1)
  handler?.()
  return handler !== undefined
}

/**
 * Makes `onBack` what Back does while the component is shown and nothing opened above it. Layout
 * effects, not passive ones: a screen that is painted already answers Back, and the one it
 * replaced no longer does (its passive clean-up would come after the paint, and a quick Back in
 * between went where the old screen's Back goes).
 */
export function useBackKey(onBack: () => void) {
  const latest = useRef(onBack)
  useLayoutEffect(() => {
    latest.current = onBack
  })
  useLayoutEffect(() => {
    const handler = () => latest.current()
    handlers.push(handler)
    return () => {
      handlers.splice(handlers.lastIndexOf(handler), 1)
    }
  }, [])
}
