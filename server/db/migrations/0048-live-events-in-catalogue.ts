import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Item answers now carry a live item's texts, pictures and status (issue 45: the "En direct"
 * badge on its cards), and they are cached by catalogue version. So a change to those columns of
 * `live_events` bumps its website's catalogue_version as a change to a media does (0003): the
 * badge goes as soon as the event ends, on every process. Only those columns: the ingest's own
 * bookkeeping (publisher, its comings and goings) would empty the caches for nothing. Row
 * triggers on both databases: an event's row changes one at a time, and PostgreSQL allows no
 * column list on a statement trigger that reads its changed rows (0027).
 */
const SHOWN_COLUMNS = [
  'name',
  'excerpt',
  'excerpt_is_custom',
  'description',
  'name_en',
  'excerpt_en',
  'description_en',
  'tags',
  'thumbnail',
  'trailer_uid',
  'status',
  'starts_at',
]

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const columns = SHOWN_COLUMNS.join(', ')
  if (dialect === 'postgres') {
    // bump_catalogue_version() is 0003's row function.
    await sql
      .raw(
        `CREATE TRIGGER live_events_bumps_catalogue
         AFTER INSERT OR DELETE OR UPDATE OF ${columns} ON live_events
         FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
      )
      .execute(db)
    return
  }
  for (const [event, row] of [
    ['INSERT', 'new'],
    [`UPDATE OF ${columns}`, 'new'],
    ['DELETE', 'old'],
  ] as const) {
    const name = `live_events_${event.split(' ')[0]!.toLowerCase()}_bumps_catalogue`
    await sql
      .raw(
        `CREATE TRIGGER ${name} AFTER ${event} ON live_events
         BEGIN UPDATE websites SET catalogue_version = catalogue_version + 1
         WHERE uid = ${row}.website_uid; END`,
      )
      .execute(db)
  }
}
