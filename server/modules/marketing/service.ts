import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { CHECKOUT_REMINDER_DELAY_HOURS } from '../../../contract/values/admin-settings.ts'
import { BROADCAST_RATE_PER_SECOND } from '../../../contract/values/admin-broadcasts.ts'
import {
  findReminderSettings,
  writeReminderSettings,
  type ReminderSettings,
} from './reminder-repo.ts'

export type { ReminderSettings }

/** The website's abandoned-checkout reminder settings (off, 24 hours, when never set). */
export async function getReminderSettings(
  db: Kysely<Database>,
  websiteUid: string,
): Promise<ReminderSettings> {
  const stored = await findReminderSettings(db, websiteUid)
  return (
    stored ?? {
      enabled: false,
      delayHours: CHECKOUT_REMINDER_DELAY_HOURS.default,
      broadcastRate: BROADCAST_RATE_PER_SECOND.default,
    }
  )
}

/** Stores them, in the caller's transaction (the settings' audit entry is written beside). */
export async function setReminderSettings(
  db: Kysely<Database>,
  websiteUid: string,
  settings: ReminderSettings,
): Promise<void> {
  await writeReminderSettings(db, websiteUid, settings)
}
