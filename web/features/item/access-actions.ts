import type { Item, Price } from '../../../contract/schemas/catalogue.ts'

export type AccessAction =
  'signIn' | 'requestAccess' | 'accessRequested' | 'subscribe' | 'buy' | 'trailer'

type AccessFields = Pick<
  Item,
  | 'has_access'
  | 'access_requested'
  | 'monetization_enabled'
  | 'visibility_type'
  | 'plans'
  | 'prices'
> & { content_object: Pick<Item['content_object'], 'trailer'> }

/**
 * Spec §4: what the overlay offers a visitor who may not watch the item yet — subscribe (when
 * plans exist), buy (when prices exist) and the trailer for a monetized item; sign-in for a
 * private one; a request for an on-demand one, or word that the request awaits an answer.
 */
export function accessActions(item: AccessFields): AccessAction[] {
  if (item.has_access) return []
  if (item.monetization_enabled) {
    const actions: AccessAction[] = []
    if (item.plans.length > 0) actions.push('subscribe')
    if (item.prices.length > 0) actions.push('buy')
    if (item.content_object.trailer) actions.push('trailer')
    return actions
  }
  if (item.visibility_type === 'private') return ['signIn']
  if (item.visibility_type === 'on_demand') {
    return [item.access_requested ? 'accessRequested' : 'requestAccess']
  }
  return []
}

/** What the buy button says an item costs, and which price it puts in the cart. */
export interface PriceOffer {
  /** The cheapest of the prices on offer, in minor units. */
  amount: number
  /** Whether other prices cost more: "à partir de". */
  from: boolean
  /** The price the cart chooses; null: the item's first one, as any add to the cart does. */
  priceUid: string | null
}

function cheapestOf(prices: readonly Price[]): Omit<PriceOffer, 'priceUid'> & { price: Price } {
  const price = prices.reduce((best, each) => (each.amount < best.amount ? each : best))
  return { price, amount: price.amount, from: prices.some((each) => each.amount !== price.amount) }
}

/** Spec §4 buy: "Acheter · 3,99 €", or "à partir de" the cheapest of several prices. */
export function buyOffer(prices: readonly Price[]): PriceOffer | null {
  if (prices.length === 0) return null
  const { amount, from } = cheapestOf(prices)
  return { amount, from, priceUid: null }
}

/**
 * What a viewer whose access ends (a rental) may buy to keep the item: its cheapest unlimited
 * price, chosen in the cart (the first price would rent it again); null when the item has no
 * unlimited price or the viewer's access is unlimited or absent.
 */
export function keepOffer(
  item: Pick<Item, 'has_access' | 'expire_at' | 'monetization_enabled' | 'prices'>,
): PriceOffer | null {
  if (!item.has_access || item.expire_at === null || !item.monetization_enabled) return null
  const unlimited = item.prices.filter((price) => price.period === 0)
  if (unlimited.length === 0) return null
  const { price, amount, from } = cheapestOf(unlimited)
  return { amount, from, priceUid: price.uid }
}
