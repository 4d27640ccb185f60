import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import CssBaseline from '@mui/material/CssBaseline'
import Skeleton from '@mui/material/Skeleton'
import { ThemeProvider } from './theme-provider.tsx'
import Toolbar from '@mui/material/Toolbar'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { categoriesQuery } from '../api/get-categories.ts'
import { plansQuery } from '../api/get-plans.ts'
import { websiteQuery } from '../api/get-website.ts'
import { useSession } from '../api/session.ts'
import { isAuthPath, isTvPath, paths } from '../lib/paths.ts'
import { useRestoreSession } from './restore-session.ts'
import { useToasts } from '../lib/toasts.ts'
import { ToasterBoundary } from './plain-toasts.tsx'
import { loadWebFont } from './font-loader.ts'
import { createWebsiteTheme } from './theme.ts'
import { useLogOut } from './use-log-out.ts'

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }))

function StartUpSkeleton() {
  return (
    <Box aria-busy="true">
      <AppBar position="static" color="default">
        <Toolbar>
          <Skeleton variant="text" width={160} height={40} />
        </Toolbar>
      </AppBar>
      <Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />
    </Box>
  )
}

function ScrollToTop() {
  const { key } = useLocation()
  // Braces matter: Chromium's scrollTo now returns a promise, which React would call as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [key])
  return null
}

/** Spec §8: failures of start-up data are only logged, never shown. */
function useLogFailure(error: unknown) {
  useEffect(() => {
    if (error) console.error('Start-up data failed to load', error)
  }, [error])
}

/**
 * Spec §4 start-up: settings and theme, the stored login, forced login, categories, plans when
 * monetized.
 */
export function StartUp() {
  useRestoreSession(useLogOut())
  const website = useQuery(websiteQuery)
  const settings = website.data
  const monetized = settings?.monetization_enabled === true
  const signedIn = useSession((state) => state.token !== null)
  // A site that forces login answers its catalogue to members only: nothing to ask before.
  const mayBrowse = settings !== undefined && (settings.auth_force_login !== true || signedIn)
  const categories = useQuery({ ...categoriesQuery, enabled: mayBrowse })
  const plans = useQuery({ ...plansQuery, enabled: mayBrowse && monetized })
  const toastsWanted = useToasts((state) => state.wanted)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const theme = useMemo(
    () => (settings ? createWebsiteTheme(settings, settings.font) : null),
    [settings],
  )
  const font = settings?.font
  // The page's own data has most often started it already (web/main.tsx).
  useEffect(() => {
    if (font) void loadWebFont(font)
  }, [font])

  // The TV app asks for its own sign-in by a code (features/tv).
  const mustLogIn =
    settings?.auth_force_login === true && !signedIn && !isAuthPath(pathname) && !isTvPath(pathname)
  // The page asked for is where the login brings the visitor back (the home page needs no word).
  const askedFor = pathname === '/' && !search ? undefined : pathname + search
  useEffect(() => {
    if (mustLogIn) void navigate(paths.authLogin(askedFor), { replace: true })
  }, [mustLogIn, navigate, askedFor])

  useLogFailure(website.error)
  useLogFailure(categories.error)
  useLogFailure(plans.error)

  if (!settings || !theme) return <StartUpSkeleton />
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ScrollToTop />
      <Outlet />
      {toastsWanted && (
        <ToasterBoundary>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ToasterBoundary>
      )}
    </ThemeProvider>
  )
}
