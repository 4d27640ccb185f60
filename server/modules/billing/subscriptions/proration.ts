/**
 * A plan switch mid-period, prorated as Stripe's `create_prorations` does: to the second, the
 * unused part of the period is credited at the old plan's price and charged at the new one's,
 * each line rounded to the minor unit. The sandbox charges it through this; Stripe computes the
 * same from the same `proration_date`, which the preview names so the switch agrees with it.
 */

export interface Proration {
  credit: number
  charge: number
  /** charge − credit: negative when the customer is owed the difference. */
  amount: number
}

const seconds = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000)

export function prorate(
  fromAmount: number,
  toAmount: number,
  period: { start: string; end: string },
  at: Date,
): Proration {
  const start = seconds(period.start)
  const end = seconds(period.end)
  const now = seconds(at)
  const unused = end > start ? Math.min(1, Math.max(0, (end - now) / (end - start))) : 0
  const credit = Math.round(fromAmount * unused)
  const charge = Math.round(toAmount * unused)
  return { credit, charge, amount: charge - credit }
}

/** A date to the second, as Stripe's `proration_date` is. */
export const wholeSecond = (at: Date) => new Date(seconds(at) * 1000)
