import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { COUPON_REFUSALS_IN_FRENCH } from '../../../contract/values/admin-coupons.ts'
import { useSession } from '../../api/session.ts'
import { useCart } from '../../lib/cart-store.ts'
import { addToCart } from '../../lib/add-to-cart.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { anItem } from '../../test/fixtures.ts'
import { price, renderCart, serveCart } from './cart-test-support.tsx'
import { browser } from '../../lib/browser.ts'

const film = anItem({ uid: 'film', prices: [price('own', 1299, 0)] })
const normalSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const initialCart = useCart.getState()
const assign = vi.fn<(url: string) => void>()

beforeEach(() => {
  useCart.setState(initialCart, true)
  useSession.getState().signIn('token-1')
  vi.spyOn(browser, 'assign').mockImplementation(assign)
})
afterEach(() => {
  useSession.getState().signOut()
  vi.restoreAllMocks()
})

const total = () => normalSpaces(screen.getByRole('status', { name: 'Total' }).textContent)
const codeField = () => screen.getByRole('textbox', { name: 'Code promo ou carte cadeau' })

describe('the promo code of the cart', () => {
  it('shows the discount and the new total, and sends the code with the checkout', async () => {
    const sent = serveCart({
      '/billing/coupons/vingt/': [200, { code: 'VINGT', percent_off: 20, amount_off: null }],
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o1' }],
    })
    const { queryClient } = renderCart()
    act(() => addToCart(queryClient, film))
    expect(total()).toBe('12,99 €')
    await userEvent.type(codeField(), 'vingt{Enter}')

    expect(await screen.findByText('Code VINGT appliqué.')).toBeTruthy()
    const discount = screen.getByRole('status', { name: 'Réduction (VINGT)' })
    expect(normalSpaces(discount.textContent)).toBe('− 2,60 €')
    expect(total()).toBe('10,39 €')

    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(sent.at(-1)).toMatchObject({
      path: `${API_BASE}/billing/checkout/`,
      body: { type: 'prices', prices: ['own'], coupon: 'VINGT' },
    })
  })

  it('takes a gift card: its part off the total, the rest to pay, the card sent with the checkout', async () => {
    const sent = serveCart({
      '/billing/gift-cards/CARD-ABCD-EFGH-JKLM-NPQR/': [
        200,
        { code: 'CARD-ABCD-EFGH-JKLM-NPQR', balance: 500, currency: 'eur', multiple_use: false },
      ],
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o1' }],
    })
    const { queryClient } = renderCart()
    act(() => addToCart(queryClient, film))
    await userEvent.type(codeField(), 'CARD-ABCD-EFGH-JKLM-NPQR{Enter}')

    const part = await screen.findByRole('status', {
      name: 'Carte cadeau CARD-ABCD-EFGH-JKLM-NPQR',
    })
    expect(normalSpaces(part.textContent)).toBe('− 5,00 €')
    expect(total()).toBe('7,99 €')

    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(sent.at(-1)).toMatchObject({
      body: { type: 'prices', prices: ['own'], gift_card: 'CARD-ABCD-EFGH-JKLM-NPQR' },
    })
  })

  it("says in the visitor's language why a code is refused, next to the field", async () => {
    serveCart({
      '/billing/coupons/old/': [
        400,
        {
          type: 'ValidationError',
          message: 'Invalid input.',
          // The server speaks the page's language (the client sends it as Accept-Language).
          details: { coupon: [COUPON_REFUSALS_IN_FRENCH.expired] },
        },
      ],
    })
    const { queryClient } = renderCart()
    act(() => addToCart(queryClient, film))
    await userEvent.type(codeField(), 'old')
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Ce code promo a expiré.')
    expectFieldError(codeField(), 'Ce code promo a expiré.')
    expect(total()).toBe('12,99 €')
  })
})
