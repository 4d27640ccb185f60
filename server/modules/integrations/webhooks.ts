import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type {
  AdminWebhook,
  AdminWebhookChange,
  AdminWebhookDeliveriesQuery,
  AdminWebhookDelivery,
  AdminWebhookInput,
} from '../../../contract/schemas/admin-integrations.ts'
import type { SortOrder } from '../../../contract/values/admin-lists.ts'
import type { WebhookDeliveryStatus, WebhookEvent } from '../../../contract/values/integrations.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { invalidField, notFound } from '../../errors.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import { recordChange } from '../audit-log/service.ts'
import { webhookUrlRefusal } from './webhook-target.ts'
import {
  deleteEndpoint,
  findDelivery,
  findDeliveryPage,
  findEndpoint,
  findEndpointPage,
  insertDeliveries,
  pendingDelivery,
  insertEndpoint,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks-repo.ts'
import type { IntegrationScope } from './scope.ts'

/**
 * Outgoing webhooks (issue 46 part 5): owners register URLs and the events each wants; every
 * event is then delivered to each, signed (webhook-signature.ts) and tried again for 72 hours
 * (webhook-jobs.ts). The deliveries log shows each try's outcome; "resend" delivers an event
 * again, with the same event id.
 */

const NO_ENDPOINT = 'No webhook of this website has this uid.'
const NO_DELIVERY = 'No webhook delivery of this website has this uid.'

/** What integrations are allowed to do with webhook URLs: private ones in tests only. */
export interface WebhookRules {
  allowPrivate: boolean
}

const toAdminWebhook = (row: EndpointRow): AdminWebhook => ({
  ...row,
  events: JSON.parse(row.events) as WebhookEvent[],
  enabled: Boolean(row.enabled),
})

const toAdminDelivery = (row: DeliveryRow): AdminWebhookDelivery => ({
  uid: row.uid,
  endpoint_uid: row.endpoint_uid,
  event_id: row.event_uid,
  event_type: row.event_type as WebhookEvent,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  response_code: row.response_code,
  error: row.error,
  created_at: row.created_at,
  last_attempt_at: row.last_attempt_at,
})

async function checkUrl(url: string, rules: WebhookRules): Promise<string> {
  const trimmed = url.trim()
  const refusal = await webhookUrlRefusal(trimmed, rules.allowPrivate)
  if (refusal) throw invalidField('url', refusal)
  return trimmed
}

/** GET /webhooks/: newest first. */
export async function listWebhooks(
  db: Kysely<Database>,
  websiteUid: string,
  query: { _start?: number; _end?: number; _order?: SortOrder },
): Promise<ListAnswer<AdminWebhook>> {
  const { total, rows } = await findEndpointPage(db, websiteUid, listPage(query, 'DESC'))
  return { total, rows: rows.map(toAdminWebhook) }
}

/** GET /webhooks/{uid}/ */
export async function getWebhook(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminWebhook> {
  const row = await findEndpoint(db, websiteUid, uid)
  if (!row) throw notFound(NO_ENDPOINT)
  return toAdminWebhook(row)
}

/** The audit log keeps no secret. */
const audited = ({ secret: _, ...webhook }: AdminWebhook) => webhook

/** POST /webhooks/: with a new secret; audited. */
export async function createWebhook(
  scope: IntegrationScope,
  rules: WebhookRules,
  input: AdminWebhookInput,
  now = new Date(),
): Promise<AdminWebhook> {
  const { db, websiteUid, staff } = scope
  const url = await checkUrl(input.url, rules)
  const uid = newUid()
  return db.transaction().execute(async (trx) => {
    await insertEndpoint(trx, {
      uid,
      website_uid: websiteUid,
      url,
      description: (input.description ?? '').trim(),
      events: JSON.stringify(input.events),
      enabled: input.enabled === false ? 0 : 1,
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      created_at: now.toISOString(),
    })
    const webhook = toAdminWebhook((await findEndpoint(trx, websiteUid, uid))!)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      {
        action: 'create',
        resource: 'webhook_endpoint',
        recordUid: uid,
        before: null,
        after: audited(webhook),
      },
    )
    return webhook
  })
}

/** PATCH /webhooks/{uid}/: only what is sent changes; audited. */
export async function changeWebhook(
  scope: IntegrationScope,
  rules: WebhookRules,
  uid: string,
  change: AdminWebhookChange,
): Promise<AdminWebhook> {
  const { db, websiteUid, staff } = scope
  const url = change.url === undefined ? undefined : await checkUrl(change.url, rules)
  return db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, websiteUid, uid)
    if (!before) throw notFound(NO_ENDPOINT)
    await updateEndpoint(trx, websiteUid, uid, {
      ...(url === undefined ? {} : { url }),
      ...(change.description === undefined ? {} : { description: change.description.trim() }),
      ...(change.events === undefined ? {} : { events: JSON.stringify(change.events) }),
      ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
    })
    const after = toAdminWebhook((await findEndpoint(trx, websiteUid, uid))!)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'webhook_endpoint',
        recordUid: uid,
        before: audited(toAdminWebhook(before)),
        after: audited(after),
      },
    )
    return after
  })
}

/** DELETE /webhooks/{uid}/: with its deliveries log; those waiting are not sent. Audited. */
export async function removeWebhook(scope: IntegrationScope, uid: string): Promise<void> {
  const { db, websiteUid, staff } = scope
  await db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, websiteUid, uid)
    if (!before) throw notFound(NO_ENDPOINT)
    await deleteEndpoint(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      {
        action: 'delete',
        resource: 'webhook_endpoint',
        recordUid: uid,
        before: audited(toAdminWebhook(before)),
        after: null,
      },
    )
  })
}

/** GET /webhook-deliveries/: newest first, of one endpoint when `endpoint_uid` says so. */
export async function listDeliveries(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminWebhookDeliveriesQuery,
): Promise<ListAnswer<AdminWebhookDelivery>> {
  const page = listPage(query, 'DESC')
  const { total, rows } = await findDeliveryPage(db, websiteUid, query.endpoint_uid, page)
  return { total, rows: rows.map(toAdminDelivery) }
}

/**
 * POST /webhook-deliveries/{uid}/resend/: the same event to the same endpoint again, as a new
 * delivery of its own in the log (same event id, so the receiver can tell). Sent within a
 * second by the dispatcher (webhook-jobs.ts).
 */
export async function resendDelivery(
  scope: IntegrationScope,
  uid: string,
  now = new Date(),
): Promise<AdminWebhookDelivery> {
  const { db, websiteUid, staff } = scope
  const original = await findDelivery(db, websiteUid, uid)
  if (!original) throw notFound(NO_DELIVERY)
  const row = pendingDelivery(
    {
      website_uid: websiteUid,
      endpoint_uid: original.endpoint_uid,
      event_uid: original.event_uid,
      event_type: original.event_type,
    },
    now,
  )
  const copy = row.uid
  return db.transaction().execute(async (trx) => {
    await insertDeliveries(trx, [row])
    const delivery = toAdminDelivery((await findDelivery(trx, websiteUid, copy))!)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      {
        action: 'create',
        resource: 'webhook_delivery',
        recordUid: copy,
        before: null,
        after: delivery,
      },
    )
    return delivery
  })
}
