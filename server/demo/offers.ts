import type { NewPrice } from '../db/insert.ts'

/**
 * How items are offered, cycled over the catalogue so every case of the spec shows up: free,
 * private, on-demand and paid items; rentals of 48 h and 7 days (168 h) and unlimited purchases
 * (period 0); no download, HD (1), source (2) and both (3); one to three prices per item.
 */
export const VISIBILITY_CYCLE = [
  'public',
  'monetized',
  'private',
  'public',
  'on_demand',
  'monetized',
] as const
export type DemoVisibility = (typeof VISIBILITY_CYCLE)[number]

export const PRICE_SHAPES: NewPrice[][] = [
  [
    { amount: 399, period: 48 },
    { amount: 999, period: 0, downloadableChoices: 1 },
  ],
  [
    { amount: 299, period: 168 },
    { amount: 1499, period: 0, downloadableChoices: 3 },
  ],
  [{ amount: 499, period: 0, downloadableChoices: 2 }],
  [
    { amount: 199, period: 48 },
    { amount: 599, period: 168, downloadableChoices: 1 },
    { amount: 1299, period: 0, downloadableChoices: 3 },
  ],
  // Only through a subscription: the storefront opens the cart drawer without adding it.
  [],
  [{ amount: 799, period: 0 }],
]

/** Keys of the plans (of the site's plan list) the n-th paid item belongs to. */
export function plansOf(paidIndex: number, planKeys: string[], hasPrices: boolean): string[] {
  if (!hasPrices) return planKeys
  const [monthly, yearly, extra] = planKeys
  const choices = [[monthly, yearly], [monthly, yearly, extra], [], [yearly]]
  return (choices[paidIndex % choices.length] ?? []).filter((key): key is string => !!key)
}

/** Whether prices let the buyer download something, which makes the item downloadable. */
export const offersDownload = (prices: NewPrice[]) =>
  prices.some((price) => price.downloadableChoices != null)
