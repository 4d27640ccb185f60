import Box from '@mui/material/Box'
import { init } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/tv/texts.ts'
import { BACK_KEYS, pressBack } from './back-key.ts'
import { TV_SIGN_IN_PATH } from './tv-paths.ts'

// Before any screen registers what it can focus: once, in the browser only (the server loads
// this route's module to learn it is personal, and never renders it).
if (typeof window !== 'undefined') {
  init({ shouldFocusDOMNode: true, domNodeFocusOptions: { preventScroll: true } })
}

/**
 * /tv — the TV app's own "10-foot" layout (issue 48 part 2): no storefront header or footer, the
 * site's theme, type that reads from the sofa, 5 % safe margins (TVs crop their edges). Arrow
 * keys move the focus (spatial navigation), Enter presses, Back closes what is open, then goes
 * up a level.
 */
export function TvLayout() {
  const website = useWebsite()
  const signedIn = useSession((state) => state.token !== null)
  const { pathname } = useLocation()
  // A site for members only shows its catalogue once the TV is signed in.
  const mustSignIn = website.auth_force_login && !signedIn && pathname !== TV_SIGN_IN_PATH
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!BACK_KEYS.includes(event.key) || event.defaultPrevented) return
      if (pressBack()) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
        fontSize: 'clamp(18px, 1.6vw, 36px)',
        lineHeight: 1.35,
        px: '5vw',
        py: '5vh',
        overflowX: 'hidden',
      }}
    >
      {mustSignIn ? <Navigate to={TV_SIGN_IN_PATH} replace /> : <Outlet />}
    </Box>
  )
}
