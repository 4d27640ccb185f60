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

export async function findPlans(db: Db, websiteUid: string, direction: 'asc' | 'desc') {
  return db
    .selectFrom('plans')
    .select(['uid', 'name', 'amount', 'interval', 'type', 'description', 'thumbnail'])
    .where('website_uid', '=', websiteUid)
    .orderBy('amount', direction)
    .orderBy('position')
    .orderBy('uid')
    .execute()
}
