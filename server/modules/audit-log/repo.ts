import { sql, type Kysely } from 'kysely'
import type { AuditLogQuery } from '../../../contract/schemas/admin-audit-log.ts'
import { containing, startingWith } from '../../db/like-pattern.ts'
import type { AuditLogTable, Database } from '../../db/schema.ts'
import type { ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

/** Writes audit entries (one change, or an import's batch), 100 rows a statement. */
export async function insertAuditEntries(trx: Db, rows: AuditLogTable[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 100) {
    await trx
      .insertInto('audit_log')
      .values(rows.slice(at, at + 100))
      .execute()
  }
}

type Filter = Pick<AuditLogQuery, 'action' | 'resource' | 'staff_user_uid' | 'at_gte' | 'at_lt'>

function filtered(db: Db, websiteUid: string, filter: Filter) {
  let query = db.selectFrom('audit_log').where('audit_log.website_uid', '=', websiteUid)
  if (filter.action) query = query.where('audit_log.action', '=', filter.action)
  if (filter.resource) query = query.where('audit_log.resource', '=', filter.resource)
  if (filter.staff_user_uid) {
    query = query.where('audit_log.staff_user_uid', '=', filter.staff_user_uid)
  }
  // Instants are stored as ISO text in UTC, which compares in time order.
  if (filter.at_gte)
    query = query.where('audit_log.at', '>=', new Date(filter.at_gte).toISOString())
  if (filter.at_lt) query = query.where('audit_log.at', '<', new Date(filter.at_lt).toISOString())
  return query
}

/** One page of the website's audit log, with the staff member's e-mail, and the total. */
export async function findAuditPage(
  db: Db,
  websiteUid: string,
  filter: Filter,
  sort: 'at' | 'action' | 'resource',
  page: ListPage,
) {
  const base = filtered(db, websiteUid, filter)
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    base
      .leftJoin('users', (join) =>
        join
          .onRef('users.uid', '=', 'audit_log.staff_user_uid')
          .on('users.website_uid', '=', websiteUid),
      )
      .select([
        'audit_log.uid',
        'audit_log.staff_user_uid',
        'users.email as staff_email',
        'audit_log.action',
        'audit_log.resource',
        'audit_log.record_uid',
        'audit_log.before',
        'audit_log.after',
        'audit_log.at',
      ])
      .orderBy(`audit_log.${sort}`, page.direction)
      .orderBy('audit_log.at', page.direction)
      .orderBy('audit_log.uid', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(total?.count ?? 0), rows }
}

/**
 * The website's entries about these records, or whose before or after holds `text` (any case).
 */
export function findAuditEntriesNaming(
  db: Db,
  websiteUid: string,
  text: string,
  records: { uids: string[]; prefixes: string[] },
) {
  const pattern = containing(text)
  return db
    .selectFrom('audit_log')
    .select(['uid', 'before', 'after'])
    .where('website_uid', '=', websiteUid)
    .where((eb) =>
      eb.or([
        ...(records.uids.length > 0 ? [eb('record_uid', 'in', records.uids)] : []),
        ...records.prefixes.map(
          (prefix) => sql<boolean>`record_uid like ${startingWith(prefix)} escape '\\'`,
        ),
        sql<boolean>`lower(coalesce(before, '')) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(after, '')) like ${pattern} escape '\\'`,
      ]),
    )
    .execute()
}

/** Replaces an entry's before and after, the rest of it as it was. */
export function rewriteAuditEntry(
  db: Db,
  websiteUid: string,
  uid: string,
  records: { before: string | null; after: string | null },
) {
  return db
    .updateTable('audit_log')
    .set(records)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}
