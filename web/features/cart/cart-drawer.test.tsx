import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { useSession } from '../../api/session.ts'
import { appTranslator } from '../../i18n/i18n.ts'
import { useCart } from '../../lib/cart-store.ts'
import { addToCart, addToOnDemandRequest } from '../../lib/add-to-cart.ts'
import { anItem } from '../../test/fixtures.ts'
import { aPlan, price, renderCart, serveCart } from './cart-test-support.tsx'
import { browser } from '../../lib/browser.ts'

// The real login form is the auth feature's (and the journeys'); here it signs in and says so.
vi.mock('./login-view.tsx', () => ({
  LoginView: ({ onSignedIn }: { onSignedIn: () => void }) => (
    <button
      type="button"
      onClick={() => {
        useSession.getState().signIn('token-1')
        onSignedIn()
      }}
    >
      Test sign-in
    </button>
  ),
}))

const film = anItem({
  uid: 'film',
  content_object: { ...anItem().content_object, name: 'Le Peuple des récifs' },
  prices: [price('rent', 399, 48), { ...price('own', 1299, 0), downloadable_choices: 1 }],
  plans: ['monthly'],
})
const series = anItem({
  uid: 'series',
  content_object: { ...anItem().content_object, name: 'Les Bâtisseurs' },
  prices: [price('series-rent', 250, 168)],
})
const normalSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ')

const initialCart = useCart.getState()
const assign = vi.fn<(url: string) => void>()
beforeEach(() => {
  appTranslator().changeLanguage('fr')
  useCart.setState(initialCart, true)
  useSession.getState().signOut()
  assign.mockReset()
  vi.spyOn(browser, 'assign').mockImplementation(assign)
})
afterEach(() => vi.restoreAllMocks())

const drawer = () => screen.getByRole('dialog', { name: /Panier|Abonnements|Demande|Connexion/ })
const total = () => normalSpaces(screen.getByRole('status', { name: 'Total' }).textContent)
const disabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled
const open = (add: () => void) => act(add)

describe('the prices view', () => {
  it('lists each item with its price choices, the first one chosen, and the total', async () => {
    const { queryClient } = renderCart()
    open(() => addToCart(queryClient, film))
    const choices = within(await screen.findByRole('radiogroup', { name: /Le Peuple des récifs/ }))
    const radios = choices.getAllByRole('radio')
    expect(radios.map((radio) => normalSpaces(radio.closest('label')!.textContent))).toEqual([
      '3,99 €Accès pendant 48 heures',
      '12,99 €Accès illimitéTéléchargement HD inclus',
    ])
    expect((radios[0] as HTMLInputElement).checked).toBe(true)
    expect(total()).toBe('3,99 €')

    await userEvent.click(radios[1]!)
    expect(useCart.getState().items).toEqual({ film: 'own' })
    expect(total()).toBe('12,99 €')
  })

  it('removes one item and keeps the others; removing the last one closes the drawer', async () => {
    const { queryClient } = renderCart()
    open(() => {
      addToCart(queryClient, film)
      addToCart(queryClient, series)
    })
    expect(total()).toBe('6,49 €')
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Le Peuple des récifs du panier' }),
    )
    expect(screen.queryByRole('heading', { name: 'Le Peuple des récifs' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Les Bâtisseurs' })).toBeTruthy()
    expect(total()).toBe('2,50 €')

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Les Bâtisseurs du panier' }))
    expect(useCart.getState().drawer.open).toBe(false)
  })

  it('adds the tip to the total and refuses a negative one', async () => {
    const { queryClient } = renderCart()
    open(() => addToCart(queryClient, film))
    const tip = screen.getByRole('textbox', { name: 'Pourboire' })
    expect(tip.getAttribute('placeholder')).toBe('Entrer le montant de votre choix')
    expect(within(drawer()).getByText('€')).toBeTruthy()

    await userEvent.type(tip, '-2,5')
    expect((tip as HTMLInputElement).value).toBe('2,5')
    expect(useCart.getState().tip).toBe(250)
    expect(total()).toBe('6,49 €')

    await userEvent.clear(tip)
    await userEvent.type(tip, 'abc')
    expect((tip as HTMLInputElement).value).toBe('')
    expect(total()).toBe('3,99 €')
  })

  it('shows no tip when the site has tips off, and prices in francs on a Swiss site', async () => {
    const { queryClient } = renderCart({
      website: { monetization_tips_enabled: false, monetization_currency: 'chf' },
    })
    open(() => addToCart(queryClient, film))
    expect(screen.queryByRole('textbox', { name: 'Pourboire' })).toBeNull()
    expect(total()).toBe('3.99 CHF')
  })

  it('cannot check out an empty cart', async () => {
    const { queryClient } = renderCart()
    open(() => addToCart(queryClient, anItem({ uid: 'free' })))
    expect(await screen.findByText('Votre panier est vide.')).toBeTruthy()
    expect(disabled(screen.getByRole('button', { name: 'Passer au paiement' }))).toBe(true)
  })
})

describe('checking out', () => {
  it('asks a signed-out visitor to log in, then retries and leaves for the payment page', async () => {
    const sent = serveCart({
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o1' }],
    })
    const { queryClient } = renderCart()
    open(() => {
      addToCart(queryClient, film)
      addToCart(queryClient, series)
      useCart.getState().choosePrice('film', 'own')
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Pourboire' }), '3')
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy()
    expect(sent).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Test sign-in' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/o1'))
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${API_BASE}/billing/checkout/`,
        body: { type: 'prices', prices: ['own', 'series-rent'], tip: 300, return_path: '/' },
      },
    ])
    // Kept until the payment is made: a buyer who cancels comes back to the same cart.
    expect(useCart.getState().items).toEqual({ film: 'own', series: 'series-rent' })
    expect(useCart.getState().paying).toEqual({
      items: { film: 'own', series: 'series-rent' },
      bundles: [],
    })
    expect(screen.getByText('Veuillez patienter…')).toBeTruthy()
  })

  it('says in the cart that the checkout failed, keeps the cart, and starts afresh next time', async () => {
    serveCart({ '/billing/checkout/': [500, { type: 'ServerError', message: 'Boom' }] })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    useSession.getState().signIn('token-1')
    const { queryClient } = renderCart()
    open(() => addToCart(queryClient, film))
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    // An alert inside the dialog: a screen reader hears it, the page behind being hidden.
    const alert = await within(screen.getByRole('dialog')).findByRole('alert')
    expect(alert.textContent).toBe('Une erreur est survenue')
    expect(useCart.getState().items).toEqual({ film: 'rent' })
    expect(assign).not.toHaveBeenCalled()

    await userEvent.click(within(alert).getByRole('button', { name: 'Masquer le message' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    act(() => useCart.getState().close())
    open(() => useCart.getState().open())
    expect(await screen.findByRole('button', { name: 'Passer au paiement' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when an on-demand request for an item already awaits an answer', async () => {
    const refusal = 'You already asked for access to "Film".'
    serveCart({
      '/ondemand/requests/': [
        409,
        { type: 'Conflict', message: refusal, details: { items: [refusal] } },
      ],
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    useSession.getState().signIn('token-1')
    const { queryClient } = renderCart()
    open(() => addToOnDemandRequest(queryClient, film))
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }))
    expect(await screen.findByText(/déjà une demande en attente/)).toBeTruthy()
  })

  it('says so when the buyer already has an item of the cart (the server refuses it)', async () => {
    const refusal = 'You already have unlimited access to "Film".'
    serveCart({
      '/billing/checkout/': [
        409,
        { type: 'Conflict', message: refusal, details: { prices: [refusal] } },
      ],
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    useSession.getState().signIn('token-1')
    const { queryClient } = renderCart()
    open(() => addToCart(queryClient, film))
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    expect(await screen.findByText(/Vous avez déjà accès à un contenu du panier/)).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('the subscriptions view', () => {
  const plans = [
    aPlan('monthly', { name: 'Mensuel', description: 'Tout le catalogue' }),
    aPlan('yearly', { name: 'Annuel', amount: 9900, interval: 'year' }),
  ]

  it('disables, with its reason, a plan the item is not in, and subscribes to one it is', async () => {
    const sent = serveCart({
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o2' }],
    })
    useSession.getState().signIn('token-1')
    renderCart({ plans })
    open(() => useCart.getState().showSubscriptions(film))

    const monthly = screen.getByRole('article', { name: 'Mensuel' })
    expect(normalSpaces(monthly.textContent)).toContain('9,99 € / mois')
    expect(within(monthly).getByText('Tout le catalogue')).toBeTruthy()
    const yearly = screen.getByRole('article', { name: 'Annuel' })
    expect(normalSpaces(yearly.textContent)).toContain('99,00 € / an')
    const unavailable = within(yearly).getByRole('button', { name: "S'abonner" })
    expect(disabled(unavailable)).toBe(true)
    const reason = document.getElementById(unavailable.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('Cette formule ne donne pas accès à ce contenu.')

    await userEvent.click(within(monthly).getByRole('button', { name: "S'abonner" }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/o2'))
    const checkout = sent.find((request) => request.path === `${API_BASE}/billing/checkout/`)
    expect(checkout?.body).toEqual({
      type: 'subscription',
      subscription: 'monthly',
      return_path: '/',
    })
  })

  it('marks the plan the visitor subscribes to, without offering it again', async () => {
    serveCart({
      '/purchases/subscriptions/': [
        200,
        [
          {
            uid: 's1',
            plan: 'monthly',
            plan_name: 'Mensuel',
            status: 'active',
            current_period_end: '2030-01-01T00:00:00.000Z',
            canceled: false,
          },
        ],
      ],
    })
    useSession.getState().signIn('token-1')
    renderCart({ plans })
    open(() => useCart.getState().showSubscriptions(null))

    const monthly = screen.getByRole('article', { name: 'Mensuel' })
    expect(await within(monthly).findByText('Votre abonnement en cours')).toBeTruthy()
    expect(within(monthly).queryByRole('button', { name: "S'abonner" })).toBeNull()
    const yearly = screen.getByRole('article', { name: 'Annuel' })
    expect(disabled(within(yearly).getByRole('button', { name: "S'abonner" }))).toBe(false)
  })

  it('offers every plan when opened from no item in particular', () => {
    renderCart({ plans })
    open(() => useCart.getState().showSubscriptions(null))
    for (const button of screen.getAllByRole('button', { name: "S'abonner" })) {
      expect(disabled(button)).toBe(false)
    }
  })

  it('tells a plan’s free trial on its card, in French and in English', () => {
    const trials = [aPlan('weekly', { name: 'Découverte', trial_days: 7 }), ...plans]
    renderCart({ plans: trials })
    open(() => useCart.getState().showSubscriptions(null))
    const trial = screen.getByRole('article', { name: 'Découverte' })
    expect(within(trial).getByText("7 jours d'essai gratuit")).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Mensuel' }).textContent).not.toContain('essai')

    act(() => appTranslator().changeLanguage('en'))
    expect(within(trial).getByText('7-day free trial')).toBeTruthy()
  })

  it('goes back to the subscriptions after logging in', async () => {
    serveCart({ '/billing/checkout/': [200, { checkout_session_url: '/pay' }] })
    renderCart({ plans })
    open(() => useCart.getState().showSubscriptions(null))
    await userEvent.click(screen.getAllByRole('button', { name: "S'abonner" })[1]!)
    expect(useCart.getState().drawer.view).toBe('login')
    await userEvent.click(screen.getByRole('button', { name: 'Test sign-in' }))
    expect(useCart.getState().drawer.view).toBe('subscriptions')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay'))
  })
})

describe('the on-demand request', () => {
  it('sends the requested items, empties the list and confirms', async () => {
    const sent = serveCart({
      '/ondemand/requests/': [201, { uid: 'r1', items: ['film'], status: 'pending' }],
    })
    const { queryClient } = renderCart()
    open(() => addToOnDemandRequest(queryClient, film))
    expect(screen.getByRole('heading', { name: "Demande d'accès" })).toBeTruthy()
    expect(screen.getByText('Le Peuple des récifs')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }))
    await userEvent.click(screen.getByRole('button', { name: 'Test sign-in' }))

    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeTruthy()
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${API_BASE}/ondemand/requests/`,
        body: { type: 'on_demand', items: ['film'] },
      },
    ])
    expect(useCart.getState().onDemandItems).toEqual([])
  })
})
