import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { redirectToLoginOnAuthFailure } from '../app/auth-failure.ts'
import { createQueryClient } from '../app/query-client.ts'
import { routes } from '../app/routes.tsx'
import { apiServer } from './api-server.ts'
import { aUser } from './fixtures.ts'
import { API_BASE } from '../../contract/values/api-paths.ts'

/**
 * What the fake API answers, by API path (query string ignored): a body, [status, body], or
 * a function of the address asked (path and query string) giving either, or throwing for a
 * network failure.
 */
export type Answers = Record<string, unknown>

/**
 * What the fake API answers when a test does not say: a stored token belongs to `aUser()`, as
 * it would for a visitor who signed in earlier (the app asks GET /auth/me/ at start).
 */
const DEFAULT_ANSWERS: Answers = { '/auth/me/': aUser() }

/**
 * Answers every request from `answers` (404 otherwise) and records the addresses asked for, as
 * the app wrote them (path and query string).
 */
export function serveAnswers(answers: Answers): string[] {
  const asked: string[] = []
  apiServer.use(
    http.all('*', ({ request }) => {
      const { pathname, search } = new URL(request.url)
      const address = pathname + search
      asked.push(address)
      const path = pathname.replace(API_BASE, '')
      const given = path in answers ? answers[path] : DEFAULT_ANSWERS[path]
      let answer: unknown = given
      try {
        if (typeof given === 'function') answer = (given as (url: string) => unknown)(address)
      } catch {
        return HttpResponse.error()
      }
      const [status, body] =
        Array.isArray(answer) && typeof answer[0] === 'number'
          ? answer
          : answer === undefined
            ? [404, { type: 'NotFound', message: 'Not found.' }]
            : [200, answer]
      return HttpResponse.json(body as JsonBodyType, { status: status as number })
    }),
  )
  return asked
}

/** The whole storefront at `path`, as a visitor's browser would run it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  redirectToLoginOnAuthFailure(router)
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, ...view }
}
