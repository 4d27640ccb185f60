import { useEffect, useRef } from 'react'

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

/** Makes `onBack` what Back does while the component is shown and nothing opened above it. */
export function useBackKey(onBack: () => void) {
  const latest = useRef(onBack)
  useEffect(() => {
    latest.current = onBack
  })
  useEffect(() => {
    const handler = () => latest.current()
    handlers.push(handler)
    return () => {
      handlers.splice(handlers.lastIndexOf(handler), 1)
    }
  }, [])
}
