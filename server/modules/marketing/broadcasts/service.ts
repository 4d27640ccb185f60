import type { Kysely } from 'kysely'
import type {
  AdminBroadcast,
  AdminBroadcastAudienceQuery,
  AdminBroadcastChange,
  AdminBroadcastInput,
  AdminBroadcastPreview,
  AdminBroadcastsQuery,
} from '../../../../contract/schemas/admin-broadcasts.ts'
import {
  BROADCAST_EDITABLE,
  type BroadcastSegment,
  type BroadcastStatus,
} from '../../../../contract/values/admin-broadcasts.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { mailHtml } from '../../../mail/mail-layout.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { recordChange } from '../../audit-log/service.ts'
import { findCategoryUids } from '../../catalogue/category-service.ts'
import { areItemsOfWebsite } from '../../catalogue/item-service.ts'
import { sanitizeRichText } from '../../../lib/rich-text.ts'
import { websiteMailBrand } from '../../websites/mail-brand.ts'
import { marketingMail, marketingSender } from '../marketing-mail.ts'
import { broadcastMessage } from './broadcast-mail.ts'
import {
  countAudience,
  deleteBroadcast,
  findBroadcast,
  findBroadcastCounts,
  findBroadcastPage,
  findBroadcastSender,
  insertBroadcast,
  markUnsubscribed,
  moveBroadcast,
  updateBroadcast,
  type BroadcastRow,
  type BroadcastTarget,
  type BroadcastValues,
} from './repo.ts'
import { startBroadcast, type StartDeps } from './sending.ts'

/** Where the staff's broadcast calls work: the database, the website, the staff member. */
export interface BroadcastScope {
  db: Kysely<Database>
  websiteUid: string
  staff: Viewer
}

const NO_BROADCAST = 'No broadcast of this website has this uid.'
const NOT_EDITABLE = 'This broadcast has started: it can no longer change.'
const NOT_DELETABLE = 'Only a broadcast not sent yet can be deleted; cancel a running one.'
const NOT_CANCELABLE = 'Only a scheduled or running broadcast can be canceled.'
const NOT_SENDABLE = 'This broadcast was sent or canceled already.'
const REQUIRED = 'This field is required.'
const ENGLISH_PAIR = 'The English subject and text go together: write both or neither.'
const NO_ITEM = 'No item of this website has this uid.'
const NO_CATEGORY = 'No category of this website has this uid.'

type Counts = AdminBroadcast['counts']
const NO_COUNTS: Counts = { total: 0, sent: 0, bounced: 0, skipped: 0, unsubscribed: 0 }

function toAdminBroadcast(row: BroadcastRow, counts: Counts): AdminBroadcast {
  return {
    uid: row.uid,
    subject: row.subject,
    body: row.body,
    subject_en: row.subject_en,
    body_en: row.body_en,
    segment: row.segment as BroadcastSegment,
    item_uid: row.item_uid,
    category_uid: row.category_uid,
    status: row.status as BroadcastStatus,
    send_at: row.send_at,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    counts,
  }
}

async function withCounts(db: Kysely<Database>, rows: BroadcastRow[]): Promise<AdminBroadcast[]> {
  const counted = await findBroadcastCounts(
    db,
    rows.map((row) => row.uid),
  )
  const byUid = new Map(
    counted.map((row) => [
      row.broadcast_uid,
      {
        total: Number(row.total),
        sent: Number(row.sent),
        bounced: Number(row.bounced),
        skipped: Number(row.skipped),
        unsubscribed: Number(row.unsubscribed),
      },
    ]),
  )
  return rows.map((row) => toAdminBroadcast(row, byUid.get(row.uid) ?? NO_COUNTS))
}

export async function listAdminBroadcasts(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminBroadcastsQuery,
): Promise<ListAnswer<AdminBroadcast>> {
  const page = listPage(query, 'DESC')
  const { total, rows } = await findBroadcastPage(
    db,
    websiteUid,
    query.status,
    query._sort ?? 'created_at',
    page,
  )
  return { total, rows: await withCounts(db, rows) }
}

async function findOr404(db: Kysely<Database>, websiteUid: string, uid: string) {
  const row = await findBroadcast(db, websiteUid, uid)
  if (!row) throw notFound(NO_BROADCAST)
  return row
}

export async function getAdminBroadcast(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminBroadcast> {
  const [broadcast] = await withCounts(db, [await findOr404(db, websiteUid, uid)])
  return broadcast!
}

/** The target, its item or category checked to be the website's; a 400 naming the field. */
async function checkTarget(
  db: Kysely<Database>,
  websiteUid: string,
  target: { segment: BroadcastSegment; item_uid?: string | null; category_uid?: string | null },
): Promise<BroadcastTarget> {
  const itemUid = target.segment === 'bought_item' ? (target.item_uid ?? null) : null
  const categoryUid = target.segment === 'watched_category' ? (target.category_uid ?? null) : null
  if (target.segment === 'bought_item') {
    if (!itemUid) throw invalidField('item_uid', REQUIRED)
    if (!(await areItemsOfWebsite(db, websiteUid, [itemUid]))) {
      throw invalidField('item_uid', NO_ITEM)
    }
  }
  if (target.segment === 'watched_category') {
    if (!categoryUid) throw invalidField('category_uid', REQUIRED)
    if ((await findCategoryUids(db, websiteUid, [categoryUid])).length === 0) {
      throw invalidField('category_uid', NO_CATEGORY)
    }
  }
  return { segment: target.segment, item_uid: itemUid, category_uid: categoryUid }
}

/** The stored values of a broadcast as it would be, or a 400 naming the field at fault. */
async function broadcastValues(
  db: Kysely<Database>,
  websiteUid: string,
  input: AdminBroadcastInput,
): Promise<BroadcastValues> {
  const clean = (html: string | undefined) => sanitizeRichText(html ?? '').trim()
  const subject = input.subject.trim()
  const body = clean(input.body)
  const subjectEn = (input.subject_en ?? '').trim()
  const bodyEn = clean(input.body_en)
  if (subject === '') throw invalidField('subject', REQUIRED)
  if (body === '') throw invalidField('body', REQUIRED)
  if (subjectEn === '' && bodyEn !== '') throw invalidField('subject_en', ENGLISH_PAIR)
  if (subjectEn !== '' && bodyEn === '') throw invalidField('body_en', ENGLISH_PAIR)
  const target = await checkTarget(db, websiteUid, input)
  return { subject, body, subject_en: subjectEn, body_en: bodyEn, ...target }
}

/** POST /broadcasts/: a draft, with its audit entry. */
export async function createAdminBroadcast(
  scope: BroadcastScope,
  input: AdminBroadcastInput,
): Promise<AdminBroadcast> {
  const { db, websiteUid, staff } = scope
  const values = await broadcastValues(db, websiteUid, input)
  return db.transaction().execute(async (trx) => {
    const uid = newUid()
    const row = { ...values, uid, website_uid: websiteUid, staff_user_uid: staff.uid }
    await insertBroadcast(trx, row, new Date().toISOString())
    const after = await getAdminBroadcast(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'broadcast', recordUid: uid, before: null, after },
    )
    return after
  })
}

/** Applies `change` with its audit entry, in one transaction. */
async function changeWith(
  scope: BroadcastScope,
  uid: string,
  change: (trx: Kysely<Database>, before: AdminBroadcast) => Promise<void>,
): Promise<AdminBroadcast> {
  const { db, websiteUid, staff } = scope
  return db.transaction().execute(async (trx) => {
    const before = await getAdminBroadcast(trx, websiteUid, uid)
    await change(trx, before)
    const after = await getAdminBroadcast(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'broadcast', recordUid: uid, before, after },
    )
    return after
  })
}

/** PATCH /broadcasts/{uid}/: only while draft or scheduled (409 otherwise). */
export function changeAdminBroadcast(
  scope: BroadcastScope,
  uid: string,
  change: AdminBroadcastChange,
): Promise<AdminBroadcast> {
  return changeWith(scope, uid, async (trx, before) => {
    if (!BROADCAST_EDITABLE.includes(before.status)) throw conflict(NOT_EDITABLE)
    const values = await broadcastValues(trx, scope.websiteUid, { ...before, ...change })
    await updateBroadcast(trx, scope.websiteUid, uid, values)
  })
}

/** DELETE /broadcasts/{uid}/: a draft or scheduled one, with its audit entry. */
export async function deleteAdminBroadcast(scope: BroadcastScope, uid: string): Promise<void> {
  const { db, websiteUid, staff } = scope
  await db.transaction().execute(async (trx) => {
    const before = await getAdminBroadcast(trx, websiteUid, uid)
    if (!BROADCAST_EDITABLE.includes(before.status)) throw conflict(NOT_DELETABLE)
    await deleteBroadcast(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'delete', resource: 'broadcast', recordUid: uid, before, after: null },
    )
  })
}

/**
 * POST /broadcasts/{uid}/send/: at `sendAt` when it is still to come (scheduled), now
 * otherwise (its recipients frozen and its job queued). Audited.
 */
export async function sendAdminBroadcast(
  scope: BroadcastScope,
  deps: StartDeps,
  uid: string,
  sendAt: string | null | undefined,
  now: Date,
): Promise<AdminBroadcast> {
  const later = sendAt && new Date(sendAt) > now ? new Date(sendAt).toISOString() : null
  const scheduled = await changeWith(scope, uid, async (trx, before) => {
    if (!BROADCAST_EDITABLE.includes(before.status)) throw conflict(NOT_SENDABLE)
    await moveBroadcast(trx, uid, BROADCAST_EDITABLE, {
      status: later ? 'scheduled' : 'draft',
      send_at: later ?? now.toISOString(),
    })
  })
  if (later) return scheduled
  await startBroadcast(deps, { uid, website_uid: scope.websiteUid }, now)
  return getAdminBroadcast(scope.db, scope.websiteUid, uid)
}

/** POST /broadcasts/{uid}/cancel/: a scheduled or running broadcast stops. Audited. */
export function cancelAdminBroadcast(
  scope: BroadcastScope,
  uid: string,
  now: Date,
): Promise<AdminBroadcast> {
  return changeWith(scope, uid, async (trx) => {
    const canceled = await moveBroadcast(trx, uid, ['scheduled', 'sending'], {
      status: 'canceled',
      finished_at: now.toISOString(),
    })
    if (!canceled) throw conflict(NOT_CANCELABLE)
  })
}

/** GET /broadcasts/audience/: the segment's customers who accept marketing mail now. */
export async function countBroadcastAudience(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminBroadcastAudienceQuery,
  now: Date,
): Promise<number> {
  const target = await checkTarget(db, websiteUid, query)
  return countAudience(db, websiteUid, target, now.toISOString())
}

async function senderOf(db: Kysely<Database>, websiteUid: string, secretKey: string) {
  const website = await findBroadcastSender(db, websiteUid)
  if (!website) throw notFound(NO_BROADCAST)
  return marketingSender({ ...website, uid: websiteUid }, secretKey)
}

/** The mail as one reading `language` gets it, addressed to the staff member asking. */
async function mailFor(scope: BroadcastScope, uid: string, language: Language, secretKey: string) {
  const row = await findOr404(scope.db, scope.websiteUid, uid)
  const sender = await senderOf(scope.db, scope.websiteUid, secretKey)
  const recipient = { uid: scope.staff.uid, email: scope.staff.email }
  return marketingMail(sender, recipient, broadcastMessage(row, language))
}

/** GET /broadcasts/{uid}/preview/: the mail's subject, HTML and text parts in `language`. */
export async function previewAdminBroadcast(
  scope: BroadcastScope,
  uid: string,
  language: Language,
  secretKey: string,
): Promise<AdminBroadcastPreview> {
  const mail = await mailFor(scope, uid, language, secretKey)
  const brand = await websiteMailBrand(scope.db)(scope.websiteUid)
  const laidOut = { ...mail, language: mail.language ?? language }
  const html = brand ? await mailHtml(laidOut, brand) : (mail.richHtml ?? '')
  return { language: laidOut.language, subject: mail.subject, html, text: mail.text }
}

/**
 * POST /broadcasts/{uid}/test/: the mail in `language` to the staff member's own address,
 * through the mail queue, its subject marked as a test.
 */
export async function testAdminBroadcast(
  scope: BroadcastScope,
  mailer: Mailer,
  uid: string,
  language: Language,
  secretKey: string,
): Promise<void> {
  const mail = await mailFor(scope, uid, language, secretKey)
  const test = language === 'en' ? '[Test]' : '[Essai]'
  await mailer.send({ ...mail, subject: `${test} ${mail.subject}` })
}

/** Counts the customer's unsubscribe against the broadcast whose link they followed. */
export async function countUnsubscribe(
  db: Kysely<Database>,
  websiteUid: string,
  broadcastUid: string,
  userUid: string,
  at: string,
): Promise<void> {
  await markUnsubscribed(db, websiteUid, broadcastUid, userUid, at)
}
