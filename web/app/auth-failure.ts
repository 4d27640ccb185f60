import { setAuthFailureHandler } from '../api/api.ts'
import { useSession } from '../api/session.ts'
import { isAuthPath, isTvPath, paths } from '../lib/paths.ts'

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown
  state: { location: { pathname: string; search: string } }
}

/**
 * Spec §4: any 401 or 403 answer logs the visitor out (user, token, header) and sends them to the
 * login screen, which brings them back to where they were once signed in again.
 */
export function redirectToLoginOnAuthFailure(router: Navigator): void {
  setAuthFailureHandler(() => {
    useSession.getState().signOut()
    const { pathname, search } = router.state.location
    // The TV app, signed out, offers its own sign-in by a code.
    if (isAuthPath(pathname) || isTvPath(pathname)) return
    const here = pathname + search
    void router.navigate(paths.authLogin(here === paths.home() ? undefined : here))
  })
}
