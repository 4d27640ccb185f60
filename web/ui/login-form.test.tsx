import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { websiteQuery } from '../api/get-website.ts'
import { AUTH_STORAGE_KEY, takeFormLoginToken, useSession } from '../api/session.ts'
import { FORM_LOGIN_COOKIE } from '../../contract/values/form-login.ts'
import { createQueryClient } from '../app/query-client.ts'
import { apiServer, recordRequests, type SentRequest } from '../test/api-server.ts'
import { expectFieldError } from '../test/expect-field-error.ts'
import { aWebsite } from '../test/fixtures.ts'
import { LoginForm } from './login-form.tsx'
import { API_BASE } from '../../contract/values/api-paths.ts'

const USER = {
  uid: 'user-1',
  first_name: 'Marie',
  last_name: 'Curie',
  email: 'marie@example.com',
  show_billing_settings: false,
  staff_role: null,
}

/**
 * The server: its login answers [status, body, headers] (once `hold` settles), and /auth/me/
 * the new token's user. Returns what was sent.
 */
function serveLogin(
  [status, body, headers]: [number, JsonBodyType, Record<string, string>?],
  hold?: Promise<void>,
): SentRequest[] {
  apiServer.use(
    http.post(`${API_BASE}/auth/login/`, async () => {
      await hold
      return HttpResponse.json(body, { status, headers })
    }),
    http.get(`${API_BASE}/auth/me/`, () => HttpResponse.json(USER)),
  )
  return recordRequests()
}

function renderForm(website: Partial<WebsiteSettings> = {}, path = '/auth/login') {
  const onSignedIn = vi.fn()
  const queryClient = createQueryClient()
  queryClient.setQueryData(websiteQuery.queryKey, aWebsite(website))
  const router = createMemoryRouter(
    [{ path: '*', element: <LoginForm onSignedIn={onSignedIn} /> }],
    {
      initialEntries: [path],
    },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { onSignedIn, router }
}

const email = () => screen.getByRole('textbox', { name: 'Adresse e-mail' })
const password = () => screen.getByLabelText(/^Mot de passe/)
const submit = () => screen.getByRole('button', { name: 'Se connecter' })

afterEach(() => useSession.getState().signOut())

describe('the login form', () => {
  it('asks for e-mail and password and links to password reset and registration', () => {
    renderForm()
    expect(email()).toBeTruthy()
    expect(password().getAttribute('type')).toBe('password')
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/auth/password-reset-1',
    )
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      '/auth/register',
    )
  })

  it('keeps the login screen query on the way to registration', () => {
    renderForm({}, '/auth/login?redirect=%2Fmy-stuff')
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      '/auth/register?redirect=%2Fmy-stuff',
    )
  })

  it('offers no account creation when registration is off', () => {
    renderForm({ auth_users_registration_enabled: false })
    expect(email()).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull()
  })

  it('asks only for the password when the site does not use user accounts', () => {
    renderForm({ auth_method: 'password' })
    expect(screen.queryByRole('textbox', { name: 'Adresse e-mail' })).toBeNull()
    expect(password()).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Mot de passe oublié ?' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull()
  })

  it('requires the e-mail and the password before asking the server', async () => {
    const sent = serveLogin([200, { token: 't' }])
    renderForm()
    await userEvent.click(submit())
    expectFieldError(email(), 'Champ requis')
    expectFieldError(password(), 'Champ requis')
    expect(sent).toEqual([])
  })

  it('requires the password alone when the e-mail is not asked', async () => {
    const sent = serveLogin([200, { token: 't' }])
    const { onSignedIn } = renderForm({ auth_method: 'password' })
    await userEvent.click(submit())
    expectFieldError(password(), 'Champ requis')
    expect(sent).toEqual([])
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('shows that it is signing in, then stores the token, learns the user and says so', async () => {
    let answer = () => undefined as void
    const sent = serveLogin([200, { token: 'new-token' }], new Promise((go) => (answer = go)))
    const { onSignedIn, router } = renderForm()
    await userEvent.type(email(), ' marie@example.com ')
    await userEvent.type(password(), 'secret-password')
    await userEvent.click(submit())
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true))
    answer()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(sent[0]).toEqual({
      method: 'POST',
      path: `${API_BASE}/auth/login/`,
      body: { email: 'marie@example.com', password: 'secret-password' },
    })
    expect(sent[1]?.path).toBe(`${API_BASE}/auth/me/`)
    expect(localStorage.getItem('auth')).toBe('new-token')
    expect(useSession.getState().user).toEqual(USER)
    expect(router.state.location.pathname).toBe('/auth/login')
  })

  it('says the credentials are wrong and lets the visitor try again', async () => {
    serveLogin([400, { type: 'InvalidCredentials', message: 'Invalid credentials.' }])
    const { onSignedIn } = renderForm()
    await userEvent.type(email(), 'marie@example.com')
    await userEvent.type(password(), 'wrong-password')
    await userEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects')
    expect(submit().hasAttribute('disabled')).toBe(false)
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(useSession.getState().token).toBeNull()
  })

  it('says how long to wait when there were too many attempts, not that the password is wrong', async () => {
    serveLogin([
      429,
      { type: 'TooManyRequests', message: 'Too many attempts.' },
      { 'Retry-After': '840' },
    ])
    renderForm()
    await userEvent.type(email(), 'marie@example.com')
    await userEvent.type(password(), 'right-password')
    await userEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de tentatives : réessayez dans 14 minutes.',
    )
  })

  it('says an error happened when the server fails, not that the password is wrong', async () => {
    serveLogin([500, { type: 'ServerError', message: 'Something went wrong.' }])
    renderForm()
    await userEvent.type(email(), 'marie@example.com')
    await userEvent.type(password(), 'right-password')
    await userEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue')
  })

  it('sends only the password when the e-mail is not asked', async () => {
    const sent = serveLogin([400, { type: 'InvalidCredentials', message: 'Invalid credentials.' }])
    renderForm({ auth_method: 'password' })
    await userEvent.type(password(), 'site-password')
    await userEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects')
    expect(sent[0]?.body).toEqual({ password: 'site-password' })
  })

  it('says why the server refused the form posted before the page was ready', () => {
    renderForm({}, '/auth/login?redirect=%2Flegal&login_failed=credentials')
    expect(screen.getByRole('alert').textContent).toBe('Identifiants incorrects')
  })

  it('says how long to wait when the posted form was refused for too many attempts', () => {
    renderForm({}, '/auth/login?login_failed=attempts&login_wait=3')
    expect(screen.getByRole('alert').textContent).toBe(
      'Trop de tentatives : réessayez dans 3 minutes.',
    )
  })
})

describe('the session', () => {
  it('takes the token of a form the server signed in with from its cookie, and drops it', async () => {
    document.cookie = `${FORM_LOGIN_COOKIE}=form-token; Path=/`
    expect(takeFormLoginToken()).toBe('form-token')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('form-token')
    expect(document.cookie).not.toContain(FORM_LOGIN_COOKIE)
    expect(takeFormLoginToken()).toBeNull()
  })
})
