import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import {
  endSandboxPause,
  findDueSandboxPauses,
  pauseSandboxSubscription,
  type SandboxPause,
} from '../pause/pause-repo.ts'

/*
 * The sandbox pauses a subscription as Stripe's `pause_collection` (behavior void) does: nothing
 * is charged while it lasts, and here no access either. The days of the period already paid for
 * are kept: when the pause ends (by itself at its date, or earlier when the subscriber asks), the
 * period's end moves on by the time the pause lasted.
 */

/** Pauses a sandbox subscription from `now` until `resumesAt`; false when it cannot be paused. */
export function pauseSandbox(
  db: Kysely<Database>,
  websiteUid: string,
  subscriptionUid: string,
  now: Date,
  resumesAt: string,
): Promise<boolean> {
  return pauseSandboxSubscription(db, websiteUid, subscriptionUid, now.toISOString(), resumesAt)
}

/** Ends a pause at `at`, the period moved on by the pause's length; false when already ended. */
export function resumeSandboxPause(
  db: Kysely<Database>,
  pause: SandboxPause,
  at: Date,
): Promise<boolean> {
  const pausedAt = new Date(pause.paused_at ?? at.toISOString()).getTime()
  const paused = Math.max(0, at.getTime() - pausedAt)
  const end = new Date(new Date(pause.current_period_end).getTime() + paused).toISOString()
  return endSandboxPause(db, pause, end)
}

/**
 * Ends every sandbox pause whose date came by `now`, each as of its own date (so a late run
 * gives the same period); answers how many it took on.
 */
export async function resumeDueSandboxPauses(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await findDueSandboxPauses(db, now.toISOString())
  for (const pause of due) {
    await resumeSandboxPause(db, pause, new Date(pause.pause_resumes_at ?? now.toISOString()))
  }
  return due.length
}
