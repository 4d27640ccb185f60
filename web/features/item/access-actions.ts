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

/** One way to pay for an item the page shows on its button: rent or buy, from its cheapest. */
export interface PriceOffer {
  /** `rent`: time-limited access; `buy`: unlimited (a period of 0 hours). */
  kind: 'rent' | 'buy'
  /** The cheapest price of that kind, which the button puts in the cart. */
  price: Price
  /** Whether other prices of that kind cost more ("à partir de"). */
  from: boolean
}

/** The rent offer, then the buy offer, of those the item's prices make. */
export function priceOffers(prices: readonly Price[]): PriceOffer[] {
  const offers: PriceOffer[] = []
  for (const kind of ['rent', 'buy'] as const) {
    const ofKind = prices.filter((price) => (price.period === 0) === (kind === 'buy'))
    const cheapest = ofKind.reduce<Price | null>(
      (best, price) => (best === null || price.amount < best.amount ? price : best),
      null,
    )
    if (!cheapest) continue
    const from = ofKind.some((price) => price.amount !== cheapest.amount)
    offers.push({ kind, price: cheapest, from })
  }
  return offers
}

/**
 * What a viewer whose access ends (a rental) may buy to keep the item: its unlimited prices'
 * offer, or null when it has none or the viewer's access is unlimited or absent.
 */
export function keepOffer(
  item: Pick<Item, 'has_access' | 'expire_at' | 'monetization_enabled' | 'prices'>,
): PriceOffer | null {
  if (!item.has_access || item.expire_at === null || !item.monetization_enabled) return null
  return priceOffers(item.prices).find((offer) => offer.kind === 'buy') ?? null
}
