import type { Kysely } from 'kysely'
import type { WinbackKind } from '../../../../contract/values/admin-settings.ts'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>

/** A website's win-back offer as stored: on or off, and the discount it gives. */
export interface WinbackSettings {
  enabled: boolean
  kind: WinbackKind
  percentOff: number | null
  amountOff: number | null
  months: number
}

export async function findWinbackSettings(
  db: Db,
  websiteUid: string,
): Promise<WinbackSettings | undefined> {
  const row = await db
    .selectFrom('websites')
    .select([
      'subscription_winback_enabled',
      'subscription_winback_kind',
      'subscription_winback_percent_off',
      'subscription_winback_amount_off',
      'subscription_winback_months',
    ])
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  return (
    row && {
      enabled: row.subscription_winback_enabled === 1,
      kind: row.subscription_winback_kind === 'amount' ? 'amount' : 'percent',
      percentOff: row.subscription_winback_percent_off,
      amountOff: row.subscription_winback_amount_off,
      months: row.subscription_winback_months,
    }
  )
}

export async function writeWinbackSettings(
  db: Db,
  websiteUid: string,
  settings: WinbackSettings,
): Promise<void> {
  await db
    .updateTable('websites')
    .set({
      subscription_winback_enabled: settings.enabled ? 1 : 0,
      subscription_winback_kind: settings.kind,
      subscription_winback_percent_off: settings.percentOff,
      subscription_winback_amount_off: settings.amountOff,
      subscription_winback_months: settings.months,
    })
    .where('uid', '=', websiteUid)
    .execute()
}

/** The discount an accepted offer gives: one of the two amounts, for `months` renewals. */
export interface WinbackDiscount {
  percentOff: number | null
  amountOff: number | null
  months: number
}

/**
 * Records that the offer was made to a subscription (it is made once), and accepted when
 * `accepted` is given, which only an active subscription that renews may; false when it was made
 * before, or the subscription cannot take it.
 */
export async function claimWinbackOffer(
  db: Db,
  websiteUid: string,
  subscriptionUid: string,
  at: string,
  accepted?: WinbackDiscount,
): Promise<boolean> {
  let update = db
    .updateTable('subscriptions')
    .set({
      winback_offered_at: at,
      ...(accepted && {
        winback_accepted_at: at,
        winback_percent_off: accepted.percentOff,
        winback_amount_off: accepted.amountOff,
        winback_months: accepted.months,
        winback_months_left: accepted.months,
      }),
    })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', subscriptionUid)
    .where('winback_offered_at', 'is', null)
  if (accepted) update = update.where('status', '=', 'active').where('canceled_at', 'is', null)
  const result = await update.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * A renewal of the subscription (ours, or the one a provider bills) was charged: one fewer is
 * left of an accepted offer's discounted renewals, if any are.
 */
export async function spendWinbackMonth(
  db: Db,
  websiteUid: string,
  subscription: { uid: string } | { providerId: string },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ winback_months_left: eb('winback_months_left', '-', 1) }))
    .where('website_uid', '=', websiteUid)
    .where((eb) =>
      'uid' in subscription
        ? eb('uid', '=', subscription.uid)
        : eb('provider_subscription_id', '=', subscription.providerId),
    )
    .where('winback_months_left', '>', 0)
    .execute()
}
