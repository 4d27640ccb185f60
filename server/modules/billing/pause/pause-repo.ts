import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { PAUSED } from './paused-status.ts'

type Db = Kysely<Database>

/** Whether a website's subscribers may pause, and for how many months at most. */
export interface PauseSettings {
  enabled: boolean
  maxMonths: number
}

export async function findPauseSettings(
  db: Db,
  websiteUid: string,
): Promise<PauseSettings | undefined> {
  const row = await db
    .selectFrom('websites')
    .select(['subscription_pause_enabled', 'subscription_pause_max_months'])
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  return (
    row && {
      enabled: row.subscription_pause_enabled === 1,
      maxMonths: row.subscription_pause_max_months,
    }
  )
}

export async function writePauseSettings(
  db: Db,
  websiteUid: string,
  settings: PauseSettings,
): Promise<void> {
  await db
    .updateTable('websites')
    .set({
      subscription_pause_enabled: settings.enabled ? 1 : 0,
      subscription_pause_max_months: settings.maxMonths,
    })
    .where('uid', '=', websiteUid)
    .execute()
}

/**
 * Pauses an active sandbox subscription that renews, from `pausedAt` to `resumesAt`; false when
 * it is not one (already paused, cancelled, on a free trial or ended).
 */
export async function pauseSandboxSubscription(
  db: Db,
  websiteUid: string,
  subscriptionUid: string,
  pausedAt: string,
  resumesAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: PAUSED, paused_at: pausedAt, pause_resumes_at: resumesAt })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', subscriptionUid)
    .where('provider_subscription_id', 'is', null)
    .where('status', '=', 'active')
    .where('canceled_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The sandbox's paused subscriptions, as their resumption needs them. */
const sandboxPauses = (db: Db) =>
  db
    .selectFrom('subscriptions')
    .select(['uid', 'website_uid', 'current_period_end', 'paused_at', 'pause_resumes_at'])
    .where('provider_subscription_id', 'is', null)
    .where('status', '=', PAUSED)

/** A paused sandbox subscription, as its resumption needs it. */
export async function findSandboxPause(db: Db, websiteUid: string, subscriptionUid: string) {
  return sandboxPauses(db)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', subscriptionUid)
    .executeTakeFirst()
}

/** A row of findSandboxPause / findDueSandboxPauses. */
export type SandboxPause = NonNullable<Awaited<ReturnType<typeof findSandboxPause>>>

/** How many pauses one run ends; the next run goes on with the rest. */
const BATCH = 100

/** The sandbox's paused subscriptions, of every website, whose pause ended by `now`. */
export async function findDueSandboxPauses(db: Db, now: string) {
  return sandboxPauses(db)
    .where('pause_resumes_at', '<=', now)
    .orderBy('pause_resumes_at')
    .orderBy('uid')
    .limit(BATCH)
    .execute()
}

/**
 * Makes a paused sandbox subscription active again with its period moved to `periodEnd`; false
 * when another run (or the subscriber) ended this pause first.
 */
export async function endSandboxPause(
  db: Db,
  pause: SandboxPause,
  periodEnd: string,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      status: 'active',
      paused_at: null,
      pause_resumes_at: null,
      current_period_end: periodEnd,
    })
    .where('website_uid', '=', pause.website_uid)
    .where('uid', '=', pause.uid)
    .where('status', '=', PAUSED)
    .where('paused_at', '=', pause.paused_at)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
