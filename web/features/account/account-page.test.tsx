import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account, AccountOrder, AccountSession } from '../../../contract/schemas/account.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import type { ApiError } from '../../../contract/schemas/errors.ts'
import { useSession } from '../../api/session.ts'
import { appTranslator } from '../../i18n/i18n.ts'
import { apiServer, recordRequests, type SentRequest } from '../../test/api-server.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers, type Answers } from '../../test/render-app.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
  appTranslator().changeLanguage('fr')
})

const ACCOUNT: Account = {
  uid: 'user-1',
  first_name: 'Marie',
  last_name: 'Curie',
  email: 'marie@example.com',
  created_at: '2024-01-01T00:00:00.000Z',
  pending_email: null,
  marketing_consent: false,
}

const SESSIONS: AccountSession[] = [
  {
    id: 'here',
    created_at: '2025-05-02T10:00:00.000Z',
    last_used_at: '2025-05-03T10:00:00.000Z',
    browser: 'Firefox',
    os: 'Linux',
    current: true,
  },
  {
    id: 'phone',
    created_at: '2025-04-01T10:00:00.000Z',
    last_used_at: null,
    browser: 'Safari',
    os: 'iOS',
    current: false,
  },
]

/**
 * Signs in and serves the account: the `writes` handlers first, then `answers` over the
 * defaults, by path. Returns every request sent.
 */
function serve(writes: HttpHandler[] = [], answers: Answers = {}): SentRequest[] {
  useSession.getState().signIn('token-1')
  serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/account/': ACCOUNT,
    '/account/sessions/': SESSIONS,
    '/purchases/subscriptions/': [],
    '/account/orders/': [],
    '/me/gifts/': { results: [] },
    ...answers,
  })
  apiServer.use(...writes)
  return recordRequests()
}

/** The server's §8 error answer. */
const refusal = (status: number, body: ApiError) => HttpResponse.json(body, { status })
const noContent = () => new HttpResponse(null, { status: 204 })

const section = (name: string) => screen.findByRole('region', { name })
const writesOf = (calls: SentRequest[]) => calls.filter((call) => call.method !== 'GET')

describe('the account page', () => {
  it('sends an anonymous visitor to sign in first, and back here after', async () => {
    serveAnswers({ '/website/': aWebsite(), '/categories/': [], '/billing/plans/': [] })
    const { router } = renderApp('/account')
    // Two lazy screens (this one, then the login) are transformed on a cold run: more than 5 s
    // when the machine is busy.
    await screen.findByRole('heading', { level: 1, name: 'Connexion' }, { timeout: 12_000 })
    expect(router.state.location.pathname).toBe('/auth/login')
    expect(router.state.location.search).toBe('?redirect=%2Faccount')
  })

  it('shows each part of the account under its own heading', async () => {
    serve()
    renderApp('/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy()
    await section('Mes abonnements')
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Profil',
      'Adresse e-mail',
      'Offres et nouveautés',
      'Mot de passe',
      'Appareils connectés',
      'Mes abonnements',
      'Commandes et reçus',
      'Mes données',
      'Supprimer mon compte',
    ])
    expect(screen.getByText('Adresse actuelle : marie@example.com')).toBeTruthy()
    expect(screen.getByText("Vous n'avez aucun abonnement en cours.")).toBeTruthy()
  })

  it('saves the names trimmed and says so', async () => {
    const calls = serve([
      http.patch(`${API_BASE}/account/`, () =>
        HttpResponse.json({ ...ACCOUNT, first_name: 'Irène' }),
      ),
    ])
    renderApp('/account')
    const profile = await section('Profil')
    const first = within(profile).getByRole('textbox', { name: 'Prénom' })
    await userEvent.clear(first)
    await userEvent.type(first, '  Irène ')
    await userEvent.click(within(profile).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(await section('Profil')).findByRole('status')).toHaveProperty(
      'textContent',
      'Votre nom a été enregistré.',
    )
    expect(writesOf(calls)).toEqual([
      {
        method: 'PATCH',
        path: `${API_BASE}/account/`,
        body: { first_name: 'Irène', last_name: 'Curie' },
      },
    ])
  })

  it('refuses a blank name before asking the server', async () => {
    const calls = serve()
    renderApp('/account')
    const profile = await section('Profil')
    const lastName = within(profile).getByRole('textbox', { name: 'Nom' })
    await userEvent.clear(lastName)
    await userEvent.click(within(profile).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expectFieldError(lastName, 'Champ requis'))
    expect(writesOf(calls)).toEqual([])
  })

  it('says under the current password field that it is wrong', async () => {
    const wrong = 'The password is not correct.'
    const calls = serve([
      http.post(`${API_BASE}/account/password/`, () =>
        refusal(400, {
          type: 'ValidationError',
          message: wrong,
          details: { old_password: [wrong] },
        }),
      ),
    ])
    renderApp('/account')
    const password = await section('Mot de passe')
    await userEvent.type(within(password).getByLabelText(/^Mot de passe actuel/), 'nope')
    await userEvent.type(within(password).getByLabelText(/^Nouveau mot de passe/), 'a long secret')
    await userEvent.type(within(password).getByLabelText(/^Confirmez/), 'a long secret')
    await userEvent.click(within(password).getByRole('button', { name: 'Changer le mot de passe' }))
    const current = within(password).getByLabelText(/^Mot de passe actuel/)
    await waitFor(() => expectFieldError(current, "Le mot de passe n'est pas correct."))
    expect(writesOf(calls)).toEqual([
      {
        method: 'POST',
        path: `${API_BASE}/account/password/`,
        body: {
          old_password: 'nope',
          new_password1: 'a long secret',
          new_password2: 'a long secret',
        },
      },
    ])
  })

  it('says a taken address in French under the new address', async () => {
    const taken = 'A user with that email already exists.'
    serve([
      http.post(`${API_BASE}/account/email/`, () =>
        refusal(409, { type: 'Conflict', message: taken, details: { email: [taken] } }),
      ),
    ])
    renderApp('/account')
    const email = await section('Adresse e-mail')
    const address = within(email).getByLabelText(/^Nouvelle adresse e-mail/)
    await userEvent.type(address, 'pris@example.com')
    await userEvent.type(within(email).getByLabelText(/^Mot de passe actuel/), 'secret')
    await userEvent.click(
      within(email).getByRole('button', { name: 'Envoyer le lien de confirmation' }),
    )
    await waitFor(() =>
      expectFieldError(address, 'Cette adresse est déjà utilisée par un autre compte.'),
    )
  })

  it('lists the devices and signs another one out with a labelled button', async () => {
    const calls = serve([http.delete(`${API_BASE}/account/sessions/phone/`, noContent)])
    renderApp('/account')
    const devices = await section('Appareils connectés')
    expect(await within(devices).findByText('Firefox sur Linux')).toBeTruthy()
    expect(within(devices).getByText('Cet appareil')).toBeTruthy()
    expect(within(devices).getByText('Safari sur iOS')).toBeTruthy()
    await userEvent.click(
      within(devices).getByRole('button', { name: /^Déconnecter l'appareil : Safari sur iOS/ }),
    )
    expect(await within(devices).findByText("L'appareil a été déconnecté.")).toBeTruthy()
    expect(writesOf(calls)).toEqual([
      { method: 'DELETE', path: `${API_BASE}/account/sessions/phone/`, body: undefined },
    ])
    expect(
      within(devices).getByRole('button', { name: 'Déconnecter tous les autres appareils' }),
    ).toBeTruthy()
  })

  it('shows the subscriptions as my stuff does', async () => {
    const subscription: Subscription = {
      uid: 'subscription-1',
      plan: 'plan-1',
      plan_name: 'Formule mensuelle',
      status: 'active',
      current_period_end: '2099-03-03T12:00:00.000Z',
      canceled: true,
      pause_resumes_at: null,
      grace_ends_at: null,
      pause_months_max: 0,
      winback_offer: null,
    }
    serve([], { '/purchases/subscriptions/': [subscription], '/items/': { count: 0, results: [] } })
    renderApp('/account')
    const held = await section('Mes abonnements')
    expect(await within(held).findByRole('heading', { name: 'Formule mensuelle' })).toBeTruthy()
    expect(within(held).getByText("Résilié : accès jusqu'au 3 mars 2099")).toBeTruthy()
  })

  it('deletes the account after the password, forgets the session and goes home', async () => {
    const calls = serve([http.post(`${API_BASE}/account/delete/`, noContent)])
    const { router } = renderApp('/account')
    const erase = await section('Supprimer mon compte')
    await userEvent.click(within(erase).getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Supprimer définitivement votre compte ?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }))
    const password = within(dialog).getByLabelText(/^Mot de passe/)
    await waitFor(() => expectFieldError(password, 'Champ requis'))
    await userEvent.type(password, 'my secret')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(useSession.getState().token).toBeNull()
    expect(writesOf(calls)).toEqual([
      { method: 'POST', path: `${API_BASE}/account/delete/`, body: { password: 'my secret' } },
    ])
  })

  it('tells site staff why their account cannot be deleted here', async () => {
    const message =
      'Site staff cannot delete their account here. Ask the owner to remove you from the staff first.'
    serve([
      http.post(`${API_BASE}/account/delete/`, () => refusal(409, { type: 'Conflict', message })),
    ])
    renderApp('/account')
    const erase = await section('Supprimer mon compte')
    await userEvent.click(within(erase).getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText(/^Mot de passe/), 'my secret')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }))
    expect(await within(dialog).findByText(/ne peuvent pas supprimer leur compte ici/)).toBeTruthy()
    expect(useSession.getState().token).toBe('token-1')
  })

  it('speaks English to an English reader', async () => {
    appTranslator().changeLanguage('en')
    serve()
    renderApp('/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy()
    const devices = await section('Signed-in devices')
    expect(await within(devices).findByText('Safari on iOS')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy()
  })
})

describe('orders and receipts', () => {
  const ORDER: AccountOrder = {
    uid: 'order-1',
    type: 'prices',
    status: 'paid',
    currency: 'eur',
    lines: [{ label: 'Film', amount: 1200 }],
    discount: 200,
    tip: 100,
    total: 1100,
    refunded: 0,
    created_at: '2025-03-04T10:00:00.000Z',
    paid_at: '2025-03-04T10:01:00.000Z',
  }

  it('lists the orders with a labelled link to each receipt', async () => {
    serve([], { '/account/orders/': [ORDER] })
    renderApp('/account')
    const orders = await section('Commandes et reçus')
    expect(await within(orders).findByText(/^4 mars 2025 · 11,00\s€$/)).toBeTruthy()
    const link = within(orders).getByRole('link', {
      name: 'Voir le reçu de la commande du 4 mars 2025',
    })
    expect(link.getAttribute('href')).toBe('/account/orders/order-1')
    // Its name holds the words it shows, for those who speak to their browser (WCAG 2.5.3).
    expect(link.getAttribute('aria-label')).toContain(link.textContent)
  })

  it('lists the gifts bought, whether received, with Renvoyer while it may be sent again', async () => {
    const gift = {
      uid: 'gift-1',
      recipient_email: 'zoe@example.com',
      label: 'Le Voyage — Accès illimité',
      deliver_on: '2025-03-04',
      redeemed_at: null,
    }
    serve([], {
      '/me/gifts/': {
        results: [
          { ...gift, status: 'delivered', can_resend: true },
          { ...gift, uid: 'gift-2', status: 'redeemed', can_resend: false },
        ],
      },
    })
    renderApp('/account')
    const gifts = await section('Mes cadeaux')
    expect(
      await within(gifts).findByText(
        'Pour zoe@example.com · Envoi le 4 mars 2025 · Envoyé, pas encore reçu',
      ),
    ).toBeTruthy()
    expect(
      within(gifts).getByText('Pour zoe@example.com · Envoi le 4 mars 2025 · Reçu'),
    ).toBeTruthy()
    expect(within(gifts).getAllByRole('button', { name: /^Renvoyer/ })).toHaveLength(1)
  })

  it('shows a receipt with its lines, discount, tip and total, ready to print', async () => {
    serve([], { '/account/orders/order-1/': ORDER })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderApp('/account/orders/order-1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reçu' })).toBeTruthy()
    const rows = (await screen.findAllByRole('row')).map((row) => row.textContent)
    expect(rows).toEqual([
      'DésignationMontant',
      expect.stringMatching(/^Film12,00\s€$/),
      expect.stringMatching(/^Réduction-2,00\s€$/),
      expect.stringMatching(/^Pourboire1,00\s€$/),
      expect.stringMatching(/^Total11,00\s€$/),
    ])
    expect(screen.getByText('Commande n° order-1')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Imprimer' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it("says so when the receipt is not the visitor's", async () => {
    serve()
    renderApp('/account/orders/someone-elses')
    expect(await screen.findByText('Ce reçu est introuvable.')).toBeTruthy()
  })
})

describe('the e-mail change link', () => {
  it('confirms the new address once', async () => {
    const calls = serve([
      http.post(`${API_BASE}/account/email/confirm/`, () => HttpResponse.json({ detail: 'done' })),
    ])
    renderApp('/account/email/the-token')
    expect(await screen.findByText('Votre adresse e-mail a été changée.')).toBeTruthy()
    expect(writesOf(calls)).toEqual([
      {
        method: 'POST',
        path: `${API_BASE}/account/email/confirm/`,
        body: { token: 'the-token' },
      },
    ])
    expect(screen.getByRole('link', { name: 'Aller à mon compte' }).getAttribute('href')).toBe(
      '/account',
    )
  })

  it('says when the link no longer works', async () => {
    const invalid =
      'The confirmation link was invalid, possibly because it has already been used or has expired.'
    serve([
      http.post(`${API_BASE}/account/email/confirm/`, () =>
        refusal(400, { type: 'ValidationError', message: invalid, details: { token: [invalid] } }),
      ),
    ])
    renderApp('/account/email/used-token')
    expect(await screen.findByText(/Ce lien n'est plus valable/)).toBeTruthy()
  })
})
