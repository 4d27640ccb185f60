import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../contract/schemas/auth.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { useSession } from '../../api/session.ts'
import { apiServer } from '../../test/api-server.ts'
import { aUser, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { browser } from './use-billing-portal.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'

afterEach(() => {
  vi.restoreAllMocks()
  useSession.getState().signOut()
})

/**
 * Signs in as `user` on `website`; returns the Authorization header of each logout the server
 * received.
 */
function signedInAs(user: Partial<User> = {}, website: Partial<WebsiteSettings> = {}) {
  useSession.getState().signIn('token-1')
  serveAnswers({
    '/website/': aWebsite(website),
    '/categories/': [],
    '/billing/plans/': [],
    '/api/snippets/legal/': '<p>Mentions</p>',
    '/auth/me/': aUser(user),
    '/me/stripe-portal/': { url: 'https://billing.example/portal' },
  })
  const logouts: (string | null)[] = []
  apiServer.use(
    http.post(`${API_BASE}/auth/logout/`, ({ request }) => {
      logouts.push(request.headers.get('Authorization'))
      return HttpResponse.json({ detail: 'Signed out.' })
    }),
  )
  return logouts
}

/** The billing portal answers 503 (the hook logs it). */
function billingPortalFails() {
  apiServer.use(
    http.get(`${API_BASE}/me/stripe-portal/`, () =>
      HttpResponse.json({ type: 'server_error', message: 'Down' }, { status: 503 }),
    ),
  )
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
}

async function openAccountMenu() {
  await waitFor(() => expect(useSession.getState().user).not.toBeNull())
  await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }))
  return screen.findByRole('menu')
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)

describe('the account menu', () => {
  it('shows who is signed in, billing, my stuff, my list and logout', async () => {
    signedInAs({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })
    renderApp('/legal')
    const menu = await openAccountMenu()
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy()
    expect(within(menu).getByText('ada@example.com')).toBeTruthy()
    expect(entries(menu)).toEqual([
      'Gestion de la facturation',
      'Mes achats',
      'Ma liste',
      'Historique de visionnage',
      'Mon compte',
      'Se déconnecter',
    ])
    expect(within(menu).getByRole('menuitem', { name: 'Mes achats' }).getAttribute('href')).toBe(
      '/my-stuff',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Ma liste' }).getAttribute('href')).toBe(
      '/my-list',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Mon compte' }).getAttribute('href')).toBe(
      '/account',
    )
  })

  it('opens with the focus on its first entry, not on who is signed in', async () => {
    signedInAs()
    renderApp('/legal')
    const menu = await openAccountMenu()
    const billing = within(menu).getByRole('menuitem', { name: 'Gestion de la facturation' })
    await waitFor(() => expect(document.activeElement).toBe(billing))
    expect(menu.querySelectorAll('[role="none"][tabindex]')).toHaveLength(0)
  })

  it('leaves out billing without show_billing_settings and my stuff without monetization', async () => {
    signedInAs({ show_billing_settings: false }, { monetization_enabled: false })
    renderApp('/legal')
    expect(entries(await openAccountMenu())).toEqual([
      'Ma liste',
      'Historique de visionnage',
      'Mon compte',
      'Se déconnecter',
    ])
  })

  it('offers only logout when the site has no user accounts', async () => {
    signedInAs({}, { auth_method: 'password' })
    renderApp('/legal')
    const menu = await openAccountMenu()
    expect(entries(menu)).toEqual(['Se déconnecter'])
    expect(within(menu).queryByText('marie@example.com')).toBeNull()
  })

  it('opens the billing portal the server gives', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    signedInAs()
    renderApp('/legal')
    const menu = await openAccountMenu()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Gestion de la facturation' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal'))
  })

  it('closes when the billing portal fails, and says so in a toast all can read', async () => {
    signedInAs()
    billingPortalFails()
    renderApp('/legal')
    const menu = await openAccountMenu()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Gestion de la facturation' }))
    // Found by role: a toast behind an open menu would be aria-hidden, and not found.
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Une erreur est survenue',
    )
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('logs out: forgets user and token, revokes it on the server and goes home', async () => {
    const logouts = signedInAs()
    const { router } = renderApp('/legal')
    const menu = await openAccountMenu()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(useSession.getState().token).toBeNull()
    expect(useSession.getState().user).toBeNull()
    expect(localStorage.getItem('auth')).toBeNull()
    await waitFor(() => expect(logouts).toContain('WebsiteToken token-1'))
    expect((await screen.findAllByRole('link', { name: 'Se connecter' })).length).toBeGreaterThan(0)
  })

  it('logs out to the login screen when the site forces login', async () => {
    signedInAs({}, { auth_force_login: true })
    const { router } = renderApp('/legal')
    const menu = await openAccountMenu()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(useSession.getState().token).toBeNull()
  })
})

describe('the main drawer of a signed-in visitor', () => {
  it('has an account section with billing and my stuff, and logout', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    signedInAs()
    renderApp('/legal')
    await waitFor(() => expect(useSession.getState().user).not.toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(within(drawer).getByRole('link', { name: 'Mes achats' })).toBeTruthy()
    expect(within(drawer).getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe(
      '/account',
    )
    expect(within(drawer).getByRole('button', { name: 'Se déconnecter' })).toBeTruthy()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Gestion de la facturation' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal'))
  })

  it('closes when the billing portal fails, and says so in a toast all can read', async () => {
    signedInAs()
    billingPortalFails()
    renderApp('/legal')
    await waitFor(() => expect(useSession.getState().user).not.toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('navigation', { name: 'Menu principal' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Gestion de la facturation' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Une erreur est survenue',
    )
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull(),
    )
  })
})
