import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { useSession } from '../api/session.ts'
import { aUser, aWebsite } from '../test/fixtures.ts'
import { renderApp, serveAnswers } from '../test/render-app.tsx'

afterEach(() => {
  vi.restoreAllMocks()
  useSession.getState().signOut()
})

/** The start-up data of a site, and `me` as the answer of GET /auth/me/. */
function serveSite(me: unknown, website: Partial<WebsiteSettings> = {}) {
  return serveAnswers({
    '/website/': aWebsite(website),
    '/categories/': [],
    '/billing/plans/': [],
    '/api/snippets/legal/': '<p>Mentions</p>',
    '/auth/me/': me,
  })
}

function expectSignedOut() {
  expect(useSession.getState().token).toBeNull()
  expect(useSession.getState().user).toBeNull()
  expect(localStorage.getItem('auth')).toBeNull()
}

describe('a login stored by an earlier visit', () => {
  it('is restored: the app learns who is signed in and keeps the token', async () => {
    useSession.getState().signIn('good-token')
    const asked = serveSite(aUser({ first_name: 'Ada', last_name: 'Lovelace' }))
    renderApp('/legal')
    await waitFor(() => expect(useSession.getState().user?.first_name).toBe('Ada'))
    expect(asked.some((url) => url.endsWith('/auth/me/'))).toBe(true)
    expect(localStorage.getItem('auth')).toBe('good-token')
    expect(screen.getByRole('button', { name: 'Mon compte' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull()
  })

  it('is dropped when the server no longer knows the token, and the visitor is sent to login', async () => {
    useSession.getState().signIn('expired-token')
    serveSite([401, { type: 'Unauthorized', message: 'Invalid token.' }])
    const { router } = renderApp('/legal')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toBe('?redirect=%2Flegal')
    expectSignedOut()
  })

  it('is dropped when asking who it belongs to fails, leaving the visitor on the home page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    useSession.getState().signIn('some-token')
    serveSite([500, { type: 'ServerError', message: 'Boom.' }])
    const { router } = renderApp('/legal')
    await waitFor(() => expectSignedOut())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('is kept when the server cannot be reached, as when the page is left mid-question', async () => {
    useSession.getState().signIn('some-token')
    let failed: (() => void) | undefined
    const answered = new Promise<void>((resolve) => (failed = resolve))
    serveSite(() => {
      failed?.()
      throw new TypeError('Failed to fetch')
    })
    renderApp('/legal')
    expect(await screen.findByRole('heading', { name: 'Mentions légales' })).toBeTruthy()
    await answered
    // What the app does with the failure runs in promise callbacks, all done before the next task.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useSession.getState().token).toBe('some-token')
    expect(localStorage.getItem('auth')).toBe('some-token')
  })

  it('is dropped the same way on a site that forces login, which sends the visitor to login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    useSession.getState().signIn('some-token')
    serveSite([500, { type: 'ServerError', message: 'Boom.' }], { auth_force_login: true })
    const { router } = renderApp('/legal')
    await waitFor(() => expectSignedOut())
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
  })

  it('is not asked about when there is none', async () => {
    const asked = serveSite(aUser())
    renderApp('/legal')
    expect(await screen.findByRole('heading', { name: 'Mentions légales' })).toBeTruthy()
    expect(asked.some((url) => url.endsWith('/auth/me/'))).toBe(false)
    expect(screen.getAllByRole('link', { name: 'Se connecter' }).length).toBeGreaterThan(0)
  })
})
