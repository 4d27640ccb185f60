import type { Kysely } from 'kysely'
import type { OnDemandBody, OnDemandRequest } from '../../../contract/schemas/billing.ts'
import { recordEvent } from '../events/service.ts'
import { ErrorType } from '../../../contract/schemas/index.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { AppError, invalidField } from '../../errors.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'
import { DECISION_MAIL, type Decision } from './decision-mail.ts'
import {
  findDecisionFacts,
  findItems,
  findOpenItemUids,
  insertRequest,
  setItemDecision,
} from './repo.ts'

type RequestedItem = { uid: string; slug: string; name: string }

async function requestableItems(
  db: Kysely<Database>,
  websiteUid: string,
  uids: string[],
): Promise<RequestedItem[]> {
  const found = new Map((await findItems(db, websiteUid, uids)).map((item) => [item.uid, item]))
  return uids.map((uid) => {
    const item = found.get(uid)
    if (!item) throw invalidField('items', `Invalid item "${uid}" - object does not exist.`)
    if (item.visibility_type !== 'on_demand') {
      throw invalidField('items', `Item "${uid}" is not available on request.`)
    }
    return item
  })
}

/** 409 naming, in `items`, what the customer asked for already and is still waiting for. */
function alreadyRequested(items: RequestedItem[]): AppError {
  const messages = items.map(
    (item) => `"${item.name}" was already requested and is waiting for an answer.`,
  )
  return new AppError(409, ErrorType.Conflict, messages.join(' '), { items: messages })
}

/**
 * Stores a pending request for on-demand items of the website, with the language of the screen
 * it came from; refuses items the customer is still waiting for. Staff learn of it from the
 * digests (staff-digest.ts).
 */
export async function createOnDemandRequest(
  db: Kysely<Database>,
  website: Website,
  viewer: Viewer,
  body: OnDemandBody,
  language: Language,
): Promise<OnDemandRequest> {
  const uids = [...new Set(body.items)]
  const items = await requestableItems(db, website.uid, uids)
  const uid = newUid()
  // A second request racing this one is refused by the unique index on open requests (409).
  await db.transaction().execute(async (trx) => {
    const open = new Set(await findOpenItemUids(trx, website.uid, viewer.uid, uids))
    if (open.size > 0) throw alreadyRequested(items.filter((item) => open.has(item.uid)))
    await insertRequest(trx, {
      uid,
      websiteUid: website.uid,
      userUid: viewer.uid,
      itemUids: uids,
      createdAt: new Date().toISOString(),
      language,
    })
    await recordEvent(trx, website.uid, 'ondemand_request.created', {
      request_uid: uid,
      customer_uid: viewer.uid,
      item_uids: uids,
    })
  })
  return { uid, items: uids, status: 'pending' }
}

/** What deciding needs beyond the database: the mail to the requester. */
export interface DecisionContext {
  db: Kysely<Database>
  mailer: Mailer
  log: { error(facts: Record<string, unknown>, message: string): void }
}

/** How a decision is taken beyond its verdict; the command line leaves it all out. */
export interface DecisionOptions {
  /** What the staff write to the requester, mailed beside the decision; '' for nothing. */
  message?: string
  /** Refuse an item already answered (the staff API); the command line may change its mind. */
  onlyPending?: boolean
  /** Written in the decision's transaction, so the decision and its audit entry go together. */
  audit?: (trx: Kysely<Database>) => Promise<void>
}

/**
 * Staff decision on one requested item: 'accepted' grants access, 'rejected' does not. The
 * requester is mailed the decision, with the staff's message, in the language they asked in; a
 * mail that fails is logged, the decision stays. False when the website has no such requested
 * item (or, with `onlyPending`, none waiting for an answer).
 */
export async function decideOnDemandRequest(
  context: DecisionContext,
  website: Website,
  requestUid: string,
  itemUid: string,
  decision: Decision,
  now: Date,
  options: DecisionOptions = {},
): Promise<boolean> {
  const { message = '', onlyPending = false } = options
  // The mail goes once the decision is stored, never while a transaction holds the database.
  const facts = await context.db.transaction().execute(async (trx) => {
    const stored = { status: decision, message, decidedAt: now.toISOString(), onlyPending }
    if (!(await setItemDecision(trx, website.uid, requestUid, itemUid, stored))) return undefined
    await options.audit?.(trx)
    return findDecisionFacts(trx, website.uid, requestUid, itemUid)
  })
  if (!facts) return false
  const language: Language = facts.language === 'en' ? 'en' : 'fr'
  const mail = DECISION_MAIL[language][decision]({
    website: website.settings.name,
    firstName: facts.first_name,
    item: facts.name,
    link: `${website.publicUrl}/${facts.slug}`,
    message,
  })
  try {
    await context.mailer.send({
      websiteUid: website.uid,
      to: facts.email,
      replyTo: website.contactEmail,
      language,
      ...mail,
    })
  } catch (error) {
    context.log.error({ err: error, requestUid, itemUid }, 'on-demand decision mail failed')
  }
  return true
}

/** The items a customer has an open request for: the item page says so. */
export { findOpenItemUids } from './repo.ts'
