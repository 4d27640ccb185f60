import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { recordChange, type StaffActor } from '../../audit-log/service.ts'
import { findBonusFiles, findTrailerSummary } from './repo.ts'

/** A trailer as the audit log names it. */
export type TrailerEntry = { uid: string; name: string } | null

/** A bonus file as the audit log (and GET /medias/{uid}/) names it. */
export interface BonusEntry {
  uid: string
  display_name: string
  size: number
}

/** The trailer `trailerUid` names, as the audit log writes it. */
export async function trailerEntry(
  db: Kysely<Database>,
  websiteUid: string,
  trailerUid: string | null,
): Promise<TrailerEntry> {
  const trailer = trailerUid ? await findTrailerSummary(db, websiteUid, trailerUid) : undefined
  return trailer ? { uid: trailer.uid, name: trailer.name } : null
}

/** The media's bonus files, as the audit log and the back office show them. */
export async function bonusEntries(
  db: Kysely<Database>,
  websiteUid: string,
  mediaUid: string,
): Promise<BonusEntry[]> {
  const files = await findBonusFiles(db, websiteUid, mediaUid)
  return files.map(({ uid, display_name, size }) => ({ uid, display_name, size: Number(size) }))
}

/** Records that the media's trailer changed; give it the transaction of the change. */
export async function recordTrailerChange(
  trx: Kysely<Database>,
  actor: StaffActor,
  mediaUid: string,
  before: TrailerEntry,
  after: TrailerEntry,
): Promise<void> {
  await recordChange(trx, actor, {
    action: 'update',
    resource: 'media',
    recordUid: mediaUid,
    before: { trailer: before },
    after: { trailer: after },
  })
}

/** Records the media's bonus files before and after a change, in the change's transaction. */
export async function recordBonusChange(
  trx: Kysely<Database>,
  actor: StaffActor,
  mediaUid: string,
  before: BonusEntry[],
  after: BonusEntry[],
): Promise<void> {
  await recordChange(trx, actor, {
    action: 'update',
    resource: 'media',
    recordUid: mediaUid,
    before: { bonus_files: before },
    after: { bonus_files: after },
  })
}
