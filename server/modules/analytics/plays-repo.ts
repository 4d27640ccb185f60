import { sql, type Kysely } from 'kysely'
import { TOP_ITEMS_LIMIT } from '../../../contract/values/admin-analytics.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { splitByMonth, type AnalyticsPeriod } from './period.ts'

type Db = Kysely<Database>

/** One play: a player was given a media's addresses, through an item or on its own. */
export interface NewPlay {
  websiteUid: string
  itemUid: string | null
  mediaUid: string
  userUid: string | null
  at: Date
}

export async function insertPlay(db: Db, play: NewPlay): Promise<void> {
  await db
    .insertInto('plays')
    .values({
      uid: newUid(),
      website_uid: play.websiteUid,
      item_uid: play.itemUid,
      media_uid: play.mediaUid,
      user_uid: play.userUid,
      created_at: play.at.toISOString(),
    })
    .execute()
}

/** How many plays the period had (daily sums, migration 0021). */
export function countPlays(db: Db, websiteUid: string, period: AnalyticsPeriod) {
  return db
    .selectFrom('play_days')
    .select(sql<number | string | null>`sum(plays)`.as('total'))
    .where('website_uid', '=', websiteUid)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .executeTakeFirstOrThrow()
}

/**
 * The items played most in the period: whole months from the monthly sums, the days at the
 * period's edges from the daily ones (migration 0026).
 */
export function findTopItemsByPlays(db: Db, websiteUid: string, period: AnalyticsPeriod) {
  const { months, dayRanges } = splitByMonth(period)
  let parts = db
    .selectFrom('item_play_days')
    .select(['item_uid', 'plays'])
    .where('website_uid', '=', websiteUid)
    .where((eb) => eb.or(dayRanges.map((range) => eb.between('day', range.from, range.to))))
  if (months) {
    parts = parts.unionAll(
      db
        .selectFrom('item_play_months')
        .select(['item_uid', 'plays'])
        .where('website_uid', '=', websiteUid)
        .where('month', '>=', months.first)
        .where('month', '<=', months.last),
    )
  }
  const plays = sql<number | string>`sum(plays)`
  return db
    .selectFrom(parts.as('sums'))
    .select(['item_uid', plays.as('plays')])
    .groupBy('item_uid')
    .orderBy(plays, 'desc')
    .orderBy('item_uid')
    .limit(TOP_ITEMS_LIMIT)
    .execute()
}
