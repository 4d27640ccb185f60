import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { redirectToLoginOnAuthFailure } from '../app/auth-failure.ts'
import { createQueryClient } from '../app/query-client.ts'
import { routes } from '../app/routes.tsx'
import { aUser } from './fixtures.ts'
import { API_BASE } from '../../contract/api-paths.ts'

/**
 * What the fake server answers, by API path (query string ignored): a body, [status, body], or
 * a function of the full URL giving either.
 */
export type Answers = Record<string, unknown>

/**
 * What the fake server answers when a test does not say: a stored token belongs to `aUser()`, as
 * it would for a visitor who signed in earlier (the app asks GET /auth/me/ at start).
 */
const DEFAULT_ANSWERS: Answers = { '/auth/me/': aUser() }

/**
 * Stands in for the network only: answers each call from `answers` (404 otherwise) and
 * records the URLs asked for.
 */
export function serveAnswers(answers: Answers): string[] {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input)
    const path = input.split('?')[0]!.replace(API_BASE, '')
    const given = path in answers ? answers[path] : DEFAULT_ANSWERS[path]
    const answer: unknown =
      typeof given === 'function' ? (given as (url: string) => unknown)(input) : given
    const [status, body] =
      Array.isArray(answer) && typeof answer[0] === 'number'
        ? answer
        : answer === undefined
          ? [404, { type: 'NotFound', message: 'Not found.' }]
          : [200, answer]
    return new Response(JSON.stringify(body), {
      status: status as number,
      headers: { 'content-type': 'application/json' },
    })
  })
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
