import { useEffect, useState } from 'react'

/** Spec §4: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300

/** `value`, once it has stopped changing for `delay` ms; the first value is taken at once. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
