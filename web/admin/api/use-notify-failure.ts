import { useCallback } from 'react'
import { useNotify } from 'react-admin'

/**
 * Shows what went wrong in the back office's error notification. The server's message is
 * already in the staff's language, so it is shown as it is (react-admin's `_` fallback), not
 * looked up as a text key.
 */
export function useNotifyFailure(): (error: unknown) => void {
  const notify = useNotify()
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      notify(message, { type: 'error', messageArgs: { _: message } })
    },
    [notify],
  )
}
