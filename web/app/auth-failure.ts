import { setAuthFailureHandler } from '../api/api.ts'
import { useSession } from '../api/session.ts'
import { isAuthPath, paths } from '../lib/paths.ts'

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown
  state: { location: { pathname: string } }
}

/** Spec §4: any 401 or 403 answer logs the visitor out and sends them to the login screen. */
export function redirectToLoginOnAuthFailure(router: Navigator): void {
  setAuthFailureHandler(() => {
    useSession.getState().signOut()
    if (!isAuthPath(router.state.location.pathname)) void router.navigate(paths.authLogin())
  })
}
