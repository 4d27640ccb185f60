import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { OnDemandBody, OnDemandRequest } from '../../../contract/billing.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { invalidField } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'
import { findItems, insertRequest, setItemDecision } from './repo.ts'

export interface OnDemandContext {
  db: Kysely<Database>
  mailer: Mailer
  log: FastifyBaseLogger
}

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

async function tellStaff(
  context: OnDemandContext,
  website: Website,
  viewer: Viewer,
  items: RequestedItem[],
): Promise<void> {
  const list = items.map((item) => `- ${item.name}: ${website.publicUrl}/${item.slug}`).join('\n')
  const who = `${viewer.first_name} ${viewer.last_name} <${viewer.email}>`.trim()
  try {
    await context.mailer.send({
      to: website.contactEmail,
      replyTo: viewer.email,
      subject: `[${website.settings.name}] Demande d'accès à la demande`,
      text: `${who} demande l'accès à :\n\n${list}\n`,
    })
  } catch (error) {
    // The request is stored; staff can still find it, so a mail outage must not lose it.
    context.log.error({ err: error }, 'on-demand request mail failed')
  }
}

/** Stores a pending request for on-demand items of the website and tells the staff by mail. */
export async function createOnDemandRequest(
  context: OnDemandContext,
  website: Website,
  viewer: Viewer,
  body: OnDemandBody,
): Promise<OnDemandRequest> {
  const uids = [...new Set(body.items)]
  const items = await requestableItems(context.db, website.uid, uids)
  const uid = newUid()
  await context.db.transaction().execute((trx) =>
    insertRequest(trx, {
      uid,
      websiteUid: website.uid,
      userUid: viewer.uid,
      itemUids: uids,
      createdAt: new Date().toISOString(),
    }),
  )
  await tellStaff(context, website, viewer, items)
  return { uid, items: uids, status: 'pending' }
}

/** Staff decision on one requested item: 'accepted' grants access, 'rejected' does not. */
export async function decideOnDemandRequest(
  db: Kysely<Database>,
  websiteUid: string,
  requestUid: string,
  itemUid: string,
  decision: 'accepted' | 'rejected',
  now: Date,
): Promise<boolean> {
  return setItemDecision(db, websiteUid, requestUid, itemUid, decision, now)
}
