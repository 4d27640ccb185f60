import { createContext, type ComponentType, type ReactNode } from 'react'
import type { Bundle } from '../../contract/schemas/bundles.ts'
import type { Item, Plan } from '../../contract/schemas/catalogue.ts'
import type { Currency } from '../../contract/schemas/website.ts'

/** What can be given: an item (one of its prices), a bundle, or months of a plan. */
export type GiftOfferProps = { currency: Currency } & (
  { item: Item } | { bundle: Bundle } | { plan: Plan }
)

/**
 * "Offer as a gift" (features/gifts), given to the screens that sell by the app, which loads it
 * apart: a feature never imports another.
 */
export type GiftOffer = ComponentType<GiftOfferProps>

/**
 * The gift offer of the cart's plans, drawn for a plan; provided by the shell, none where it is
 * not given. A function rather than a component: a component read from a context would be a
 * new one to React on each render.
 */
export const GiftOfferContext = createContext<((props: GiftOfferProps) => ReactNode) | null>(null)
