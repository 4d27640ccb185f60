import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>

export async function insertDeviceSignIn(
  db: Db,
  row: {
    device_code_hash: string
    website_uid: string
    user_code: string
    user_agent: string | null
    created_at: string
    expires_at: string
  },
): Promise<void> {
  await db
    .insertInto('device_sign_ins')
    .values({ ...row, approved_by: null, approved_at: null, used_at: null })
    .execute()
}

/** Codes expired a day ago or more go: their user codes may be given again. */
export async function deleteOldDeviceSignIns(db: Db, before: string): Promise<void> {
  await db.deleteFrom('device_sign_ins').where('expires_at', '<', before).execute()
}

export function findDeviceSignIn(db: Db, websiteUid: string, deviceCodeHash: string) {
  return db
    .selectFrom('device_sign_ins')
    .select(['expires_at', 'approved_by', 'used_at', 'user_agent'])
    .where('website_uid', '=', websiteUid)
    .where('device_code_hash', '=', deviceCodeHash)
    .executeTakeFirst()
}

/** Confirms a code still waiting for its viewer; answers whether it was. */
export async function approveDeviceSignIn(
  db: Db,
  websiteUid: string,
  userCode: string,
  userUid: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('device_sign_ins')
    .set({ approved_by: userUid, approved_at: now })
    .where('website_uid', '=', websiteUid)
    .where('user_code', '=', userCode)
    .where('approved_by', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Takes a confirmed code's token, once: of two polls at the same time, one gets it. */
export async function useDeviceSignIn(
  db: Db,
  websiteUid: string,
  deviceCodeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('device_sign_ins')
    .set({ used_at: now })
    .where('website_uid', '=', websiteUid)
    .where('device_code_hash', '=', deviceCodeHash)
    .where('approved_by', 'is not', null)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
