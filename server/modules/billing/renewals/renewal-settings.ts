import type { Kysely } from 'kysely'
import { RENEWAL_GRACE_DAYS } from '../../../../contract/values/admin-settings.ts'
import type { Database } from '../../../db/schema.ts'
import { findRenewalSettings, writeRenewalSettings, type RenewalSettings } from './renewal-repo.ts'

export type { RenewalSettings }

/** The website's failed-renewal settings (7 days of grace, when never set). */
export async function getRenewalSettings(
  db: Kysely<Database>,
  websiteUid: string,
): Promise<RenewalSettings> {
  const stored = await findRenewalSettings(db, websiteUid)
  return stored ?? { graceDays: RENEWAL_GRACE_DAYS.default }
}

/** Stores them, in the caller's transaction (the settings' audit entry is written beside). */
export async function setRenewalSettings(
  db: Kysely<Database>,
  websiteUid: string,
  settings: RenewalSettings,
): Promise<void> {
  await writeRenewalSettings(db, websiteUid, settings)
}
