import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useSession } from '../../api/session.ts'
import { aUser } from '../../test/fixtures.ts'
import { renderApp } from '../../test/render-app.tsx'
import { serveAuth } from './test/serve-auth.ts'

afterEach(() => useSession.getState().signOut())

const LOGIN = {
  '/auth/login/': { token: 'new-token' },
  '/auth/me/': aUser({ first_name: 'Ada', last_name: 'Lovelace' }),
}

async function logIn() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'a@b.c')
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
}

describe('the login screen', () => {
  it('stands apart from the shell, on the site background image with its logo', async () => {
    serveAuth({}, { auth_background_image: '/images/bg.jpg', logo: '/images/logo.png' })
    renderApp('/auth/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy()
    expect(screen.queryByRole('banner')).toBeNull()
    const home = screen.getByRole('link', { name: 'Retour au site Ma Vitrine' })
    expect(home.getAttribute('href')).toBe('/')
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/images/logo.png')
    const background = getComputedStyle(screen.getByRole('main').parentElement!).backgroundImage
    expect(background).toContain('/images/bg.jpg')
  })

  it('sends the visitor home once signed in', async () => {
    serveAuth(LOGIN)
    const { router } = renderApp('/auth/login')
    await logIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(useSession.getState().token).toBe('new-token')
    expect(await screen.findByRole('button', { name: 'Mon compte' })).toBeTruthy()
  })

  it('sends the visitor back to the page of ?redirect=', async () => {
    serveAuth({ ...LOGIN, '/api/snippets/legal/': '<p>Mentions</p>' })
    const { router } = renderApp('/auth/login?redirect=%2Flegal')
    await logIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal'))
  })

  it('never follows a redirect to another site', async () => {
    serveAuth(LOGIN)
    const { router } = renderApp('/auth/login?redirect=https%3A%2F%2Fevil.example%2F')
    await logIn()
    await waitFor(() => expect(useSession.getState().token).toBe('new-token'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('stays put with the invalid-credentials message after a failure', async () => {
    serveAuth({ '/auth/login/': [400, { type: 'InvalidCredentials', message: 'No.' }] })
    const { router } = renderApp('/auth/login?redirect=%2Flegal')
    await logIn()
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects')
    expect(router.state.location.pathname).toBe('/auth/login')
  })

  it('is where /auth/ leads', async () => {
    serveAuth()
    const { router } = renderApp('/auth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
  })
})
