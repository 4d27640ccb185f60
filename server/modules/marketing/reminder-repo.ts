import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** A website's abandoned-checkout reminder settings. */
export interface ReminderSettings {
  enabled: boolean
  delayHours: number
  /** Broadcast mails a second, at most. */
  broadcastRate: number
}

export async function findReminderSettings(
  db: Db,
  websiteUid: string,
): Promise<ReminderSettings | undefined> {
  const row = await db
    .selectFrom('websites')
    .select([
      'checkout_reminder_enabled',
      'checkout_reminder_delay_hours',
      'broadcast_rate_per_second',
    ])
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  return (
    row && {
      enabled: row.checkout_reminder_enabled === 1,
      delayHours: row.checkout_reminder_delay_hours,
      broadcastRate: row.broadcast_rate_per_second,
    }
  )
}

export async function writeReminderSettings(
  db: Db,
  websiteUid: string,
  settings: ReminderSettings,
): Promise<void> {
  await db
    .updateTable('websites')
    .set({
      checkout_reminder_enabled: settings.enabled ? 1 : 0,
      checkout_reminder_delay_hours: settings.delayHours,
      broadcast_rate_per_second: settings.broadcastRate,
    })
    .where('uid', '=', websiteUid)
    .execute()
}

/** The websites that send reminders, with what their mails say and link to. */
export async function findRemindingWebsites(db: Db) {
  return db
    .selectFrom('websites')
    .select(['uid', 'name', 'public_url', 'checkout_reminder_delay_hours'])
    .where('checkout_reminder_enabled', '=', 1)
    .execute()
}

/**
 * The website's open orders created between `after` and `before`, of customers who accept
 * marketing mail and may sign in, not reminded yet, oldest first.
 */
export async function findUnpaidOrders(db: Db, websiteUid: string, after: string, before: string) {
  return db
    .selectFrom('orders')
    .innerJoin('users', (join) =>
      join.onRef('users.uid', '=', 'orders.user_uid').on('users.website_uid', '=', websiteUid),
    )
    .select(['orders.uid', 'orders.user_uid', 'orders.lines', 'orders.currency'])
    .select(['orders.total', 'orders.language', 'orders.created_at'])
    .select(['users.email', 'users.first_name', 'users.marketing_consent_at'])
    .where('orders.website_uid', '=', websiteUid)
    .where('orders.status', '=', 'open')
    .where('orders.type', 'in', ['prices', 'subscription'])
    .where('orders.created_at', '>', after)
    .where('orders.created_at', '<=', before)
    .where('users.marketing_consent_at', 'is not', null)
    .where('users.blocked_at', 'is', null)
    .where('users.staff_role', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('checkout_reminders')
            .select('checkout_reminders.order_uid')
            .whereRef('checkout_reminders.order_uid', '=', 'orders.uid'),
        ),
      ),
    )
    .orderBy('orders.created_at')
    .execute()
}

export type UnpaidOrderRow = Awaited<ReturnType<typeof findUnpaidOrders>>[number]

/** The lines of the customer's orders paid since `since` (refunded ones too: they had them). */
export async function findLinesPaidSince(
  db: Db,
  websiteUid: string,
  userUid: string,
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('lines')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('status', 'in', ['paid', 'refunded'])
    .where('created_at', '>=', since)
    .execute()
  return rows.map((row) => row.lines)
}

/**
 * Claims the reminder of an order: false when this order, or the customer's same lines, was
 * reminded already, by this process or another (the keys decide, not a read before).
 */
export async function claimReminder(
  trx: Db,
  row: { order_uid: string; website_uid: string; user_uid: string; lines_key: string },
  now: Date,
): Promise<boolean> {
  const result = await trx
    .insertInto('checkout_reminders')
    .values({ ...row, sent_at: now.toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}
