import type { Kysely } from 'kysely'
import type { AuditEntry, AuditLogQuery } from '../../../contract/schemas/admin-audit-log.ts'
import type { AuditAction, AuditResource } from '../../../contract/values/admin-audit-log.ts'
import { newUid } from '../../db/uid.ts'
import type { Database } from '../../db/schema.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import { findAuditPage, insertAuditEntries } from './repo.ts'

/** Who made a change, on which website. */
export interface StaffActor {
  websiteUid: string
  staffUserUid: string
}

/** One change: what was done to which record, and the record before and after. */
export interface AuditedChange {
  action: AuditAction
  resource: AuditResource
  recordUid: string
  before: unknown
  after: unknown
}

const asJson = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/**
 * Records a change in the audit log. Give it the transaction that makes the change, so the
 * change and its entry are written together or not at all.
 */
export async function recordChange(
  trx: Kysely<Database>,
  actor: StaffActor,
  change: AuditedChange,
): Promise<void> {
  await recordChanges(trx, actor, [change])
}

let lastAtMs = 0

/**
 * When a change is recorded: now, but later than the change this process recorded before it, so
 * two changes in one millisecond (a block, then its unblock) keep their order in the log.
 */
function nextAt(): string {
  lastAtMs = Math.max(Date.now(), lastAtMs + 1)
  return new Date(lastAtMs).toISOString()
}

/** Records many changes by one staff member at once (an import's batch), in `trx`. */
export async function recordChanges(
  trx: Kysely<Database>,
  actor: StaffActor,
  changes: AuditedChange[],
): Promise<void> {
  const at = nextAt()
  await insertAuditEntries(
    trx,
    changes.map((change) => ({
      uid: newUid(),
      website_uid: actor.websiteUid,
      staff_user_uid: actor.staffUserUid,
      action: change.action,
      resource: change.resource,
      record_uid: change.recordUid,
      before: asJson(change.before),
      after: asJson(change.after),
      at,
    })),
  )
}

/** The fields a record is called by, in the order they are looked for. */
const NAME_FIELDS = ['name', 'title', 'email', 'code', 'slug', 'label', 'url']

/** What a recorded record is called: the first of its naming fields that holds some text. */
function nameOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null
  const fields = record as Record<string, unknown>
  for (const field of NAME_FIELDS) {
    const value = fields[field]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return null
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json))

/** GET /audit-log/: a page of the website's entries, newest first by default. */
export async function listAuditLog(
  db: Kysely<Database>,
  websiteUid: string,
  query: AuditLogQuery,
): Promise<ListAnswer<AuditEntry>> {
  const page = listPage(query, query._sort ? 'ASC' : 'DESC')
  const { total, rows } = await findAuditPage(db, websiteUid, query, query._sort ?? 'at', page)
  return {
    total,
    rows: rows.map((row) => {
      const before = parsed(row.before)
      const after = parsed(row.after)
      return {
        ...row,
        action: row.action as AuditEntry['action'],
        resource: row.resource as AuditEntry['resource'],
        record_name: nameOf(after) ?? nameOf(before),
        before,
        after,
      }
    }),
  }
}
