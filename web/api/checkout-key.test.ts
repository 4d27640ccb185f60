import { describe, expect, it } from 'vitest'
import { checkoutKeyFor } from './checkout-key.ts'

describe('the Idempotency-Key of a checkout', () => {
  const film = { type: 'prices', prices: ['film-own'] }
  const series = { type: 'prices', prices: ['series-rent'] }

  it('is the same for the same request sent again, a new one for any other', () => {
    const first = checkoutKeyFor('/billing/checkout/', film)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(checkoutKeyFor('/billing/checkout/', { ...film })).toBe(first)

    const other = checkoutKeyFor('/billing/checkout/', series)
    expect(other).not.toBe(first)
    // Back to the first cart: a new checkout, so a new key.
    expect(checkoutKeyFor('/billing/checkout/', film)).not.toBe(first)
    expect(checkoutKeyFor('/billing/checkout/donate/', film)).not.toBe(
      checkoutKeyFor('/billing/checkout/', film),
    )
  })
})
