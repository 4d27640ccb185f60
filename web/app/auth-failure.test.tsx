import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useSession } from '../api/session.ts'
import { apiServer } from '../test/api-server.ts'
import { aCategory, aWebsite } from '../test/fixtures.ts'
import { renderApp, serveAnswers } from '../test/render-app.tsx'

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
    const authorizations: (string | null)[] = []
    apiServer.use(
      http.all('*', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'))
        return HttpResponse.json(request.url.includes('/website/') ? aWebsite() : [])
      }),
    )
    renderApp('/nowhere')
    await screen.findByRole('heading', { name: 'Page introuvable' })
    expect(authorizations[0]).toBe('WebsiteToken good-token')
    useSession.getState().signOut()
  })
})
