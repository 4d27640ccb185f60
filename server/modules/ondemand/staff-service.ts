import type { Kysely } from 'kysely'
import type {
  AdminOnDemandDecision,
  AdminOnDemandRequest,
  AdminOnDemandRequestsQuery,
} from '../../../contract/schemas/admin-ondemand.ts'
import type { Database } from '../../db/schema.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { decideOnDemandRequest, type DecisionContext } from './service.ts'
import type { Website } from '../websites/service.ts'
import { recordChange } from '../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import {
  findRequestedItem,
  findRequestedItemPage,
  type RequestedItemKey,
  type RequestedItemRow,
} from './staff-repo.ts'

/** Where a decision is taken: the website, the staff member deciding, how the requester is told. */
export interface OnDemandScope extends DecisionContext {
  website: Website
  staff: Viewer
}

const NO_REQUEST = 'No on-demand request of this website has this id.'
const ANSWERED = 'This request was already answered.'

/** `{request uid}.{item uid}`, as the list names each requested item. */
const idOf = (row: { request_uid: string; item_uid: string }) =>
  `${row.request_uid}.${row.item_uid}`

/** The two uids of an id; the schema's pattern has made sure it holds exactly one dot. */
function keyOf(id: string): RequestedItemKey {
  const [requestUid = '', itemUid = ''] = id.split('.')
  return { requestUid, itemUid }
}

function toAdminOnDemandRequest(row: RequestedItemRow): AdminOnDemandRequest {
  return {
    uid: idOf(row),
    request_uid: row.request_uid,
    item_uid: row.item_uid,
    item_name: row.item_name,
    item_slug: row.item_slug,
    requester: {
      uid: row.user_uid,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    language: row.language,
    status: row.status as AdminOnDemandRequest['status'],
    created_at: row.created_at,
    decided_at: row.decided_at,
    message: row.message,
  }
}

/** GET /ondemand-requests/: a page of the website's requested items, newest first by default. */
export async function listAdminOnDemandRequests(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminOnDemandRequestsQuery,
): Promise<ListAnswer<AdminOnDemandRequest>> {
  const page = listPage(query, query._sort ? 'ASC' : 'DESC')
  const sort = query._sort ?? 'created_at'
  const { total, rows } = await findRequestedItemPage(db, websiteUid, query, sort, page)
  return { total, rows: rows.map(toAdminOnDemandRequest) }
}

/** GET /ondemand-requests/{id}/, or 404. */
export async function getAdminOnDemandRequest(
  db: Kysely<Database>,
  websiteUid: string,
  id: string,
): Promise<AdminOnDemandRequest> {
  const row = await findRequestedItem(db, websiteUid, keyOf(id))
  if (!row) throw notFound(NO_REQUEST)
  return toAdminOnDemandRequest(row)
}

/**
 * POST /ondemand-requests/{id}/decision/: decides a pending requested item as the command line
 * does (access when accepted, the requester mailed in their language), with its audit entry; a
 * 409 once it was answered, even by a decision taken at the same moment.
 */
export async function decideAdminOnDemandRequest(
  scope: OnDemandScope,
  id: string,
  body: AdminOnDemandDecision,
): Promise<AdminOnDemandRequest> {
  const { db, website, staff } = scope
  const before = await getAdminOnDemandRequest(db, website.uid, id)
  if (before.status !== 'pending') throw conflict(ANSWERED)
  const message = body.message?.trim() ?? ''
  const { requestUid, itemUid } = keyOf(id)
  const decided = await decideOnDemandRequest(
    scope,
    website,
    requestUid,
    itemUid,
    body.decision,
    new Date(),
    {
      message,
      onlyPending: true,
      audit: (trx) =>
        recordChange(
          trx,
          { websiteUid: website.uid, staffUserUid: staff.uid },
          {
            action: 'update',
            resource: 'ondemand_request',
            recordUid: id,
            before: { status: 'pending' },
            after: { status: body.decision, message },
          },
        ),
    },
  )
  if (!decided) throw conflict(ANSWERED)
  return getAdminOnDemandRequest(db, website.uid, id)
}
