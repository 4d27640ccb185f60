import { useEffect, useEffectEvent } from 'react'
import { isApiError } from '../api/api-error.ts'
import { getMe } from '../api/get-me.ts'
import { useSession } from '../api/session.ts'

/** 401 and 403 answers have already logged the visitor out and sent them to login (spec §4). */
function handledByAuthRule(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403)
}

/**
 * No answer at all: offline, or the page is being left while the question is in flight. That
 * says nothing against the token, so the visitor stays signed in; the next start asks again.
 */
function unanswered(error: unknown): boolean {
  return isApiError(error) && error.status === undefined
}

/**
 * Spec §4 app start: with a token stored by an earlier visit, ask the server who it belongs to;
 * when the server answers with a failure, `logOut`. Runs once, at start: a login made later learns its user itself.
 */
export function useRestoreSession(logOut: () => void): void {
  const failed = useEffectEvent((error: unknown) => {
    if (handledByAuthRule(error) || unanswered(error)) return
    console.error('The stored login could not be restored', error)
    logOut()
  })

  useEffect(() => {
    const { token } = useSession.getState()
    if (token === null) return
    const controller = new AbortController()
    getMe(controller.signal).then(
      (user) => {
        // A logout or another login since the question was asked makes the answer stale.
        if (useSession.getState().token === token) useSession.getState().setUser(user)
      },
      (error: unknown) => {
        if (!controller.signal.aborted && useSession.getState().token === token) failed(error)
      },
    )
    return () => controller.abort()
  }, [])
}
