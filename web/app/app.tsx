import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.tsx'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { APP_READY_ATTRIBUTE } from '../../contract/values/first-screen.ts'
import { redirectToLoginOnAuthFailure } from './auth-failure.ts'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'

export type StorefrontRouter = ReturnType<typeof createBrowserRouter>

/** The storefront's router, on the browser's address. */
export function createRouter(): StorefrontRouter {
  const router = createBrowserRouter(routes)
  redirectToLoginOnAuthFailure(router)
  return router
}

/**
 * The storefront: server state, then the router whose root loads the website (spec §4).
 * `queryClient` may come already holding what the page carried (first-screen.ts), and `router`
 * made ahead, in a task before the app is drawn.
 */
export function App(props: { queryClient?: QueryClient; router?: StorefrontRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient())
  const [router] = useState(() => props.router ?? createRouter())
  const { i18n } = useTranslation()
  // The shell answers from now on; a region not yet hydrated is hydrated when it is clicked, and
  // React replays the click.
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  }, [])
  // A new language draws the screens afresh. Parts of the page the server drew are taken over
  // after the rest, when React has time; drawn in another language than the server's, they
  // would no longer match it.
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={i18n.language} router={router} />
    </QueryClientProvider>
  )
}
