import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { AdminMediaLibraryQuery } from '../../../../contract/schemas/admin-media-library.ts'
import type { Database } from '../../../db/schema.ts'
import type { ListPage } from '../../../http/list-page.ts'
import { containing } from '../../../db/like-pattern.ts'

type Db = Kysely<Database>

/** The website's medias whose name holds every word of `q`, case aside. */
function libraryWhere(db: Db, websiteUid: string, q: string | undefined) {
  let query = db.selectFrom('medias').where('medias.website_uid', '=', websiteUid)
  for (const word of (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where(sql<boolean>`lower(medias.name) like ${containing(word)} escape '\\'`)
  }
  return query
}

/**
 * A column of the item that shows the media alone: the first by uid, should there be several, so
 * that each column of a row is of the same item.
 */
function itemColumn(
  eb: ExpressionBuilder<Database, 'medias'>,
  websiteUid: string,
  column: 'uid' | 'name',
) {
  return eb
    .selectFrom('items')
    .select(`items.${column}`)
    .whereRef('items.content_object_uid', '=', 'medias.uid')
    .where('items.website_uid', '=', websiteUid)
    .where('items.content_object_type', '=', 'media')
    .orderBy('items.uid')
    .limit(1)
}

/** A page of the library and how many medias match in all. */
export async function findLibraryPage(
  db: Db,
  websiteUid: string,
  q: string | undefined,
  sort: NonNullable<AdminMediaLibraryQuery['_sort']>,
  page: ListPage,
) {
  const medias = libraryWhere(db, websiteUid, q)
  const [counted, rows] = await Promise.all([
    medias.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    medias
      .select(['medias.uid', 'medias.name', 'medias.duration', 'medias.thumbnail'])
      .select('medias.created_at')
      .select((eb) => [
        itemColumn(eb, websiteUid, 'uid').as('item_uid'),
        itemColumn(eb, websiteUid, 'name').as('item_name'),
        eb
          .selectFrom('playlist_medias')
          .select(sql<number>`count(*)`.as('count'))
          .whereRef('playlist_medias.media_uid', '=', 'medias.uid')
          .where('playlist_medias.website_uid', '=', websiteUid)
          .as('playlists_count'),
      ])
      .orderBy(`medias.${sort}`, page.direction)
      .orderBy('medias.uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(counted.total), rows }
}
