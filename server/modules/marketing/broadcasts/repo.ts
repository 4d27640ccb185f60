import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely'
import type { BroadcastSegment } from '../../../../contract/values/admin-broadcasts.ts'
import type { BroadcastTable, Database } from '../../../db/schema.ts'
import { readListPage, type ListPage } from '../../../http/list-page.ts'
import { customerSegmentCondition } from '../../customers/service.ts'

type Db = Kysely<Database>
type UsersEb = ExpressionBuilder<Database, 'users'>

export type BroadcastRow = Selectable<BroadcastTable>

/** Who a broadcast goes to, as stored. */
export interface BroadcastTarget {
  segment: BroadcastSegment
  item_uid: string | null
  category_uid: string | null
}

/** The stored values staff write. */
export interface BroadcastValues extends BroadcastTarget {
  subject: string
  body: string
  subject_en: string
  body_en: string
}

/** The segment's condition on `users`, judged at `now` (ISO). */
function inTarget(eb: UsersEb, websiteUid: string, target: BroadcastTarget, now: string) {
  switch (target.segment) {
    case 'all':
      return sql<boolean>`1 = 1`
    case 'bought_item':
      return eb.exists(
        eb
          .selectFrom('purchases')
          .select('purchases.uid')
          .where('purchases.website_uid', '=', websiteUid)
          .whereRef('purchases.user_uid', '=', 'users.uid')
          .where('purchases.item_uid', '=', target.item_uid ?? '')
          .where('purchases.revoked_at', 'is', null),
      )
    case 'watched_category':
      return eb.exists(
        eb
          .selectFrom('playback_positions')
          .innerJoin('item_categories', (join) =>
            join
              .onRef('item_categories.item_uid', '=', 'playback_positions.item_uid')
              .on('item_categories.website_uid', '=', websiteUid)
              .on('item_categories.category_uid', '=', target.category_uid ?? ''),
          )
          .select('playback_positions.media_uid')
          .where('playback_positions.website_uid', '=', websiteUid)
          .whereRef('playback_positions.user_uid', '=', 'users.uid'),
      )
    default:
      return customerSegmentCondition(eb, websiteUid, target.segment, now)
  }
}

/**
 * The website's customers in the target who accept marketing mail now: neither staff nor
 * blocked.
 */
function audience(db: Db, websiteUid: string, target: BroadcastTarget, now: string) {
  return db
    .selectFrom('users')
    .where('users.website_uid', '=', websiteUid)
    .where('users.staff_role', 'is', null)
    .where('users.blocked_at', 'is', null)
    .where('users.marketing_consent_at', 'is not', null)
    .where((eb) => inTarget(eb, websiteUid, target, now))
}

export async function countAudience(
  db: Db,
  websiteUid: string,
  target: BroadcastTarget,
  now: string,
): Promise<number> {
  const row = await audience(db, websiteUid, target, now)
    .select(sql<number | string>`count(*)`.as('recipients'))
    .executeTakeFirstOrThrow()
  return Number(row.recipients)
}

/**
 * Freezes the broadcast's recipients: one pending row per customer of its target who accepts
 * marketing mail at `now`, in the language of their last order (French when they have none).
 * Answers how many.
 */
export async function freezeRecipients(
  trx: Db,
  broadcast: BroadcastRow,
  now: string,
): Promise<number> {
  const target = broadcast as BroadcastTarget
  const websiteUid = broadcast.website_uid
  const result = await trx
    .insertInto('broadcast_recipients')
    .columns(['broadcast_uid', 'user_uid', 'website_uid', 'email', 'language', 'status'])
    .expression(
      audience(trx, websiteUid, target, now).select((eb) => [
        sql<string>`cast(${broadcast.uid} as text)`.as('broadcast_uid'),
        'users.uid',
        'users.website_uid',
        'users.email',
        eb.fn
          .coalesce(
            eb
              .selectFrom('orders')
              .select('orders.language')
              .where('orders.website_uid', '=', websiteUid)
              .whereRef('orders.user_uid', '=', 'users.uid')
              .orderBy('orders.created_at', 'desc')
              .limit(1),
            sql<string>`'fr'`,
          )
          .as('language'),
        sql<string>`'pending'`.as('status'),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

export function findBroadcast(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('broadcasts')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

export async function findBroadcastPage(
  db: Db,
  websiteUid: string,
  status: string | undefined,
  sort: 'created_at' | 'send_at',
  page: ListPage,
) {
  let matching = db.selectFrom('broadcasts').where('website_uid', '=', websiteUid)
  if (status) matching = matching.where('status', '=', status)
  const rows = matching.selectAll().orderBy(sort, page.direction).orderBy('uid')
  return readListPage(matching, rows, page, { sort, uid: 'uid' })
}

/** Recipients, sent, bounced, skipped and unsubscribed, for each of these broadcasts. */
export async function findBroadcastCounts(db: Db, uids: string[]) {
  if (uids.length === 0) return []
  const count = (status: string) =>
    sql<number | string>`sum(case when status = ${status} then 1 else 0 end)`
  return db
    .selectFrom('broadcast_recipients')
    .select([
      'broadcast_uid',
      sql<number | string>`count(*)`.as('total'),
      count('sent').as('sent'),
      count('bounced').as('bounced'),
      count('skipped').as('skipped'),
      sql<number | string>`sum(case when unsubscribed_at is not null then 1 else 0 end)`.as(
        'unsubscribed',
      ),
    ])
    .where('broadcast_uid', 'in', uids)
    .groupBy('broadcast_uid')
    .execute()
}

export async function insertBroadcast(
  trx: Db,
  row: BroadcastValues & { uid: string; website_uid: string; staff_user_uid: string },
  now: string,
): Promise<void> {
  await trx
    .insertInto('broadcasts')
    .values({ ...row, status: 'draft', created_at: now })
    .execute()
}

export async function updateBroadcast(
  trx: Db,
  websiteUid: string,
  uid: string,
  values: Partial<BroadcastValues>,
): Promise<void> {
  await trx
    .updateTable('broadcasts')
    .set(values)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

export async function deleteBroadcast(trx: Db, websiteUid: string, uid: string): Promise<void> {
  await trx
    .deleteFrom('broadcasts')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/**
 * Moves a broadcast from one of `from` to `status`, with the fields given; false when another
 * call moved it first (the status decides, not a read before).
 */
export async function moveBroadcast(
  trx: Db,
  uid: string,
  from: readonly string[],
  change: Partial<Pick<BroadcastRow, 'send_at' | 'started_at' | 'finished_at' | 'heartbeat_at'>> & {
    status: string
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('broadcasts')
    .set(change)
    .where('uid', '=', uid)
    .where('status', 'in', [...from])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Scheduled broadcasts whose time has come at `now`, of every website. */
export function findDueBroadcasts(db: Db, now: string) {
  return db
    .selectFrom('broadcasts')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('send_at', '<=', now)
    .execute()
}

/** Broadcasts going out whose job gave no sign since `before`: its worker died. */
export function findStalledBroadcasts(db: Db, before: string) {
  return db
    .selectFrom('broadcasts')
    .select(['uid', 'website_uid'])
    .where('status', '=', 'sending')
    .where('heartbeat_at', '<', before)
    .execute()
}

export async function touchBroadcast(db: Db, uid: string, now: string): Promise<void> {
  await db.updateTable('broadcasts').set({ heartbeat_at: now }).where('uid', '=', uid).execute()
}

/**
 * Puts back the rows a try of the job claimed and did not finish: the queue runs one try of a
 * broadcast at a time, so a row still claimed when a try starts is a dead try's.
 */
export async function releaseClaims(db: Db, broadcastUid: string): Promise<void> {
  await db
    .updateTable('broadcast_recipients')
    .set({ status: 'pending', claim: null })
    .where('broadcast_uid', '=', broadcastUid)
    .where('status', '=', 'claimed')
    .execute()
}

/**
 * Claims up to `limit` pending recipients for the try `claim`, in one transaction: those who
 * withdrew their consent since it started are marked skipped instead. Answers the claimed rows.
 */
export async function claimRecipients(db: Db, broadcastUid: string, claim: string, limit: number) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('broadcast_recipients')
      .leftJoin('users', 'users.uid', 'broadcast_recipients.user_uid')
      .select([
        'broadcast_recipients.user_uid',
        'broadcast_recipients.email',
        'broadcast_recipients.language',
        'users.marketing_consent_at',
      ])
      .where('broadcast_recipients.broadcast_uid', '=', broadcastUid)
      .where('broadcast_recipients.status', '=', 'pending')
      .orderBy('broadcast_recipients.user_uid')
      .limit(limit)
      .execute()
    const consenting = rows.filter((row) => row.marketing_consent_at !== null)
    const withdrawn = rows.filter((row) => row.marketing_consent_at === null)
    const mark = (uids: string[], set: { status: string; claim: string | null }) =>
      uids.length === 0
        ? undefined
        : trx
            .updateTable('broadcast_recipients')
            .set(set)
            .where('broadcast_uid', '=', broadcastUid)
            .where('user_uid', 'in', uids)
            .where('status', '=', 'pending')
            .execute()
    await mark(
      withdrawn.map((row) => row.user_uid),
      { status: 'skipped', claim: null },
    )
    await mark(
      consenting.map((row) => row.user_uid),
      { status: 'claimed', claim },
    )
    return { claimed: consenting, seen: rows.length }
  })
}

/** Marks a claimed recipient's mail as sent (SMTP accepted it) or bounced (refused for good). */
export async function markRecipient(
  db: Db,
  broadcastUid: string,
  userUid: string,
  result: { status: 'sent' | 'bounced'; at: string; error?: string },
): Promise<void> {
  await db
    .updateTable('broadcast_recipients')
    .set({
      status: result.status,
      sent_at: result.status === 'sent' ? result.at : null,
      error: result.error ?? null,
      claim: null,
    })
    .where('broadcast_uid', '=', broadcastUid)
    .where('user_uid', '=', userUid)
    .execute()
}

/** Records that the recipient unsubscribed through this broadcast's link (the first time). */
export async function markUnsubscribed(
  db: Db,
  websiteUid: string,
  broadcastUid: string,
  userUid: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('broadcast_recipients')
    .set({ unsubscribed_at: now })
    .where('website_uid', '=', websiteUid)
    .where('broadcast_uid', '=', broadcastUid)
    .where('user_uid', '=', userUid)
    .where('unsubscribed_at', 'is', null)
    .execute()
}

/** The website's broadcast rate (mails a second) and what its mails say of it. */
export function findBroadcastSender(db: Db, websiteUid: string) {
  return db
    .selectFrom('websites')
    .select(['uid', 'name', 'public_url', 'broadcast_rate_per_second'])
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
}

export async function writeBroadcastRate(db: Db, websiteUid: string, rate: number) {
  await db
    .updateTable('websites')
    .set({ broadcast_rate_per_second: rate })
    .where('uid', '=', websiteUid)
    .execute()
}
