import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../api/session.ts'
import { aCategory, aWebsite } from '../test/fixtures.ts'
import { renderApp, serveAnswers } from '../test/render-app.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('an answer saying the visitor is not allowed', () => {
  it.each([401, 403])(
    '%i logs the visitor out and sends them to the login screen',
    async (status) => {
      useSession.getState().signIn('expired-token')
      expect(localStorage.getItem('auth')).toBe('expired-token')
      serveAnswers({
        '/website/': aWebsite(),
        '/categories/': [],
        '/billing/plans/': [],
        '/categories/films/': aCategory('Films'),
        '/items/': [
          status,
          { type: status === 401 ? 'Unauthorized' : 'Forbidden', message: 'No.' },
        ],
      })
      const { router } = renderApp('/category/films')
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
      expect(useSession.getState().token).toBeNull()
      expect(localStorage.getItem('auth')).toBeNull()
    },
  )

  it('sends the stored token as a WebsiteToken header', async () => {
    useSession.getState().signIn('good-token')
    const headers: Array<string | undefined> = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      headers.push((init.headers as Record<string, string>).Authorization)
      const body = url.includes('/website/') ? aWebsite() : []
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    })
    renderApp('/nowhere')
    await screen.findByRole('heading', { name: 'Page introuvable' })
    expect(headers[0]).toBe('WebsiteToken good-token')
    useSession.getState().signOut()
  })
})
