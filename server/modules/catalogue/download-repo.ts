import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** Files of these kinds attached to the medias. */
export async function findFiles(db: Db, websiteUid: string, mediaUids: string[], kinds: string[]) {
  if (mediaUids.length === 0 || kinds.length === 0) return []
  return db
    .selectFrom('files')
    .select(['uid', 'media_uid', 'kind', 'display_name', 'size', 'width', 'height', 'slug'])
    .where('website_uid', '=', websiteUid)
    .where('media_uid', 'in', mediaUids)
    .where('kind', 'in', kinds)
    .orderBy('display_name')
    .orderBy('uid')
    .execute()
}
