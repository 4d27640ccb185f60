import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

export async function findMedia(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('medias')
    .select([
      'uid',
      'name',
      'excerpt',
      'description',
      'tags',
      'type',
      'duration',
      'thumbnail',
      'trailer_uid',
    ])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

const PLAN_COLUMNS = [
  'uid',
  'name',
  'amount',
  'interval',
  'type',
  'description',
  'thumbnail',
  'trial_days',
] as const

/** The website's public plans; a private one is found only by its uid (findPlan). */
export async function findPlans(db: Db, websiteUid: string, direction: 'asc' | 'desc') {
  return db
    .selectFrom('plans')
    .select(PLAN_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('is_private', '=', 0)
    .orderBy('amount', direction)
    .orderBy('position')
    .orderBy('uid')
    .execute()
}

/** One plan of the website, private or not. */
export async function findPlan(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('plans')
    .select(PLAN_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}
