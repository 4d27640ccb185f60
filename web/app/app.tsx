import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { redirectToLoginOnAuthFailure } from './auth-failure.ts'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'

function createRouter() {
  const router = createBrowserRouter(routes)
  redirectToLoginOnAuthFailure(router)
  return router
}

/** The storefront: server state, then the router whose root loads the website (spec §4). */
export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
