import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

const KEY_COLUMNS = [
  'uid',
  'name',
  'role',
  'prefix',
  'expires_at',
  'revoked_at',
  'last_used_at',
  'last_used_ip',
  'created_at',
] as const

export type ApiKeyRow = Awaited<ReturnType<typeof findApiKey>> & object

export function insertApiKey(db: Db, row: Database['api_keys']) {
  return db.insertInto('api_keys').values(row).execute()
}

export function findApiKey(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

export function findApiKeyPage(db: Db, websiteUid: string, page: ListPage) {
  const matching = db.selectFrom('api_keys').where('website_uid', '=', websiteUid)
  const rows = matching
    .select(KEY_COLUMNS)
    .orderBy('created_at', page.direction)
    .orderBy('uid', page.direction)
  return readListPage(matching, rows, page, { sort: 'created_at', uid: 'uid' })
}

export function revokeApiKey(db: Db, websiteUid: string, uid: string, at: string) {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * The live key of this hash on the website, with the one who created it: a key works only while
 * its creator is still an owner of the website and not blocked.
 */
export function findLiveKey(db: Db, websiteUid: string, keyHash: string, now: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.uid', 'api_keys.created_by_uid')
    .select([
      'api_keys.uid',
      'api_keys.name',
      'api_keys.role',
      'api_keys.last_used_at',
      'api_keys.last_used_ip',
      'users.uid as user_uid',
      'users.email',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.website_uid', '=', websiteUid)
    .where('api_keys.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)]),
    )
    .where('users.website_uid', '=', websiteUid)
    .where('users.staff_role', '=', 'owner')
    .where('users.blocked_at', 'is', null)
    .executeTakeFirst()
}

export function touchApiKey(db: Db, uid: string, at: string, ip: string) {
  return db
    .updateTable('api_keys')
    .set({ last_used_at: at, last_used_ip: ip })
    .where('uid', '=', uid)
    .execute()
}
