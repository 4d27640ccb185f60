import type { Kysely } from 'kysely'
import { SUBSCRIPTION_PAUSE_MONTHS } from '../../../../contract/values/admin-settings.ts'
import type { Database } from '../../../db/schema.ts'
import { findPauseSettings, writePauseSettings, type PauseSettings } from './pause-repo.ts'

export type { PauseSettings }

/** The website's pause settings (off, 3 months, when never set). */
export async function getPauseSettings(
  db: Kysely<Database>,
  websiteUid: string,
): Promise<PauseSettings> {
  const stored = await findPauseSettings(db, websiteUid)
  return stored ?? { enabled: false, maxMonths: SUBSCRIPTION_PAUSE_MONTHS.default }
}

/** Stores them, in the caller's transaction (the settings' audit entry is written beside). */
export async function setPauseSettings(
  db: Kysely<Database>,
  websiteUid: string,
  settings: PauseSettings,
): Promise<void> {
  await writePauseSettings(db, websiteUid, settings)
}

/** The most months a subscriber of the website may pause for: 0 when pauses are off. */
export async function pauseMonthsMax(db: Kysely<Database>, websiteUid: string): Promise<number> {
  const settings = await getPauseSettings(db, websiteUid)
  return settings.enabled ? settings.maxMonths : 0
}
