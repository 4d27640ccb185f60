import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { redirectToLoginOnAuthFailure } from './auth-failure.ts'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'

function createRouter() {
  const router = createBrowserRouter(routes)
  redirectToLoginOnAuthFailure(router)
  return router
}

/** Set on `<html>` once the app runs the page: what the server drew now answers clicks. */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

/**
 * The storefront: server state, then the router whose root loads the website (spec §4).
 * `queryClient` may come already holding what the page carried (first-screen.ts).
 */
export function App(props: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient())
  const [router] = useState(createRouter)
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), [])
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
