import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { useSession } from '../../api/session.ts'
import { recordRequests, type SentRequest } from '../../test/api-server.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers, type Answers } from '../../test/render-app.tsx'
import { openCheckout } from './open-checkout.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'

vi.mock('./open-checkout.ts', () => ({ openCheckout: vi.fn() }))

const PAYMENT_PAGE = 'http://localhost/sandbox/checkout/order-1'

afterEach(() => {
  vi.mocked(openCheckout).mockClear()
  useSession.getState().signOut()
})

/** Serves the start-up data and `answers`; returns the POSTs the page sends. */
function serve(website: Partial<WebsiteSettings> = {}, answers: Answers = {}): SentRequest[] {
  serveAnswers({
    '/website/': aWebsite(website),
    '/categories/': [],
    '/billing/plans/': [],
    '/billing/checkout/donate/': { checkout_session_url: PAYMENT_PAGE },
    ...answers,
  })
  return recordRequests('post')
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Faire un don' })
const preset = (amount: number) => screen.getByRole('button', { name: new RegExp(`^${amount},00`) })
const customSwitch = () => screen.getByRole('switch', { name: 'Montant libre' })
const amountBox = () => screen.getByRole('textbox', { name: 'Montant' })
const messageBox = () => screen.getByRole('textbox', { name: 'Votre message' })
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }))

async function typeAmount(amount: string) {
  await userEvent.clear(amountBox())
  await userEvent.type(amountBox(), amount)
}

describe('the donation page', () => {
  it('offers 5, 10, 20 and 50 € and preselects the amount of the address', async () => {
    serve()
    renderApp('/donate?amount=20')
    await heading()
    const presets = within(screen.getByRole('group', { name: 'Montant du don' }))
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s/g, ' '))
    expect(presets).toEqual(['5,00 €', '10,00 €', '20,00 €', '50,00 €'])
    expect(preset(20).getAttribute('aria-pressed')).toBe('true')
    expect(preset(5).getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByRole('textbox', { name: 'Montant' })).toBeNull()
  })

  it('opens the custom amount when the address asks for an amount that is not a preset', async () => {
    serve()
    renderApp('/donate?amount=37')
    await heading()
    expect((customSwitch() as HTMLInputElement).checked).toBe(true)
    expect((amountBox() as HTMLInputElement).value).toBe('37')
  })

  it('starts the custom amount at 5 whatever preset was chosen', async () => {
    serve()
    renderApp('/donate?amount=50')
    await heading()
    await userEvent.click(customSwitch())
    expect((amountBox() as HTMLInputElement).value).toBe('5')
    expect(preset(50).getAttribute('aria-pressed')).toBe('false')
  })

  it('refuses less than 5 € and 10 000 € or more, and requires a message', async () => {
    const sent = serve()
    useSession.getState().signIn('token-1')
    renderApp('/donate')
    await heading()
    await userEvent.click(customSwitch())
    await typeAmount('4')
    await submit()
    await waitFor(() => expectFieldError(amountBox(), 'Montant trop faible - min. 5€'))
    expectFieldError(messageBox(), 'Champ requis')

    await typeAmount('10000')
    await waitFor(() => expectFieldError(amountBox(), 'Montant max. 10 000 €'))
    expect(sent).toEqual([])

    await typeAmount('9999.99')
    await userEvent.type(messageBox(), 'Bravo')
    await submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toEqual({ amount: 999_999, message: 'Bravo' })
    expect(screen.queryByText(/Montant/, { selector: 'p' })).toBeNull()
  })

  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['1 250', 125_000],
    ['1\u202f250,5', 125_050],
  ])(
    'reads %j, with a comma or a point and spaces between thousands, as %d cents',
    async (typed, cents) => {
      const sent = serve()
      useSession.getState().signIn('token-1')
      renderApp('/donate')
      await heading()
      await userEvent.click(customSwitch())
      expect(amountBox().getAttribute('inputmode')).toBe('decimal')
      await typeAmount(typed)
      await userEvent.type(messageBox(), 'Bravo')
      await submit()
      await waitFor(() => expect(sent).toHaveLength(1))
      expect(sent[0]!.body).toEqual({ amount: cents, message: 'Bravo' })
    },
  )

  it('refuses an amount that reads two ways, or has more than two decimals', async () => {
    const sent = serve()
    useSession.getState().signIn('token-1')
    renderApp('/donate')
    await heading()
    await userEvent.click(customSwitch())
    await userEvent.type(messageBox(), 'Bravo')
    await typeAmount('1.250,5')
    await submit()
    await waitFor(() =>
      expectFieldError(
        amountBox(),
        'Montant ambigu : séparez les milliers par une espace et les centimes par une virgule (1 250,50)',
      ),
    )
    await typeAmount('12,345')
    await waitFor(() =>
      expectFieldError(
        amountBox(),
        'Montant ambigu : séparez les milliers par une espace et les centimes par une virgule (1 250,50)',
      ),
    )
    await typeAmount('12,5,0')
    await waitFor(() =>
      expectFieldError(amountBox(), 'Montant invalide : écrivez des chiffres, comme 12,50'),
    )
    await typeAmount('0,125')
    await waitFor(() => expectFieldError(amountBox(), 'Deux décimales au plus, comme 12,50'))
    await typeAmount('-12')
    await waitFor(() => expectFieldError(amountBox(), 'Le montant ne peut pas être négatif'))
    expect(sent).toEqual([])
  })

  it('names francs in the limits of a site that takes CHF', async () => {
    serve({ monetization_currency: 'chf' })
    renderApp('/donate?amount=2')
    await heading()
    await submit()
    await waitFor(() => expectFieldError(amountBox(), 'Montant trop faible - min. 5 CHF'))
    await typeAmount('12000')
    await waitFor(() => expectFieldError(amountBox(), 'Montant max. 10 000 CHF'))
  })

  it('sends a signed-out visitor to log in, coming back with the amount', async () => {
    const sent = serve()
    const { router } = renderApp('/donate')
    await heading()
    await userEvent.click(preset(10))
    await userEvent.type(messageBox(), 'Merci')
    await submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/donate?amount=10',
    )
    expect(sent).toEqual([])
  })

  it('opens a checkout of the amount in cents and goes to pay', async () => {
    const sent = serve()
    useSession.getState().signIn('token-1')
    renderApp('/donate?amount=20')
    await heading()
    await userEvent.type(messageBox(), '  Pour la suite  ')
    await submit()
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(PAYMENT_PAGE))
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${API_BASE}/billing/checkout/donate/`,
        body: { amount: 2000, message: 'Pour la suite' },
      },
    ])
  })

  it('says so in a toast when the checkout cannot be opened', async () => {
    serve(
      {},
      {
        '/billing/checkout/donate/': [500, { type: 'ServerError', message: 'Boom' }],
      },
    )
    useSession.getState().signIn('token-1')
    renderApp('/donate')
    await heading()
    await userEvent.type(messageBox(), 'Merci')
    await submit()
    expect(await screen.findByText('Une erreur est survenue')).toBeTruthy()
    expect(openCheckout).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Continuer vers le paiement' })).toBeTruthy()
  })
})
