import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Viewer } from '../auth/viewer.ts'
import { seesScheduled } from './publication.ts'
import {
  findAcceptedOnDemandItems,
  findLiveAccessGrants,
  findLivePurchases,
  findSubscribedItems,
  isWebsiteMonetized,
} from './repo.ts'

/** What access is decided from: an item's own row. */
export interface AccessSubject {
  uid: string
  visibility_type: string
  /** 0/1 as stored, or a boolean. */
  monetization_enabled: number | boolean
  /** When visitors see it (ISO, UTC); a date to come lets the website's staff preview it. */
  published_at?: string
}

/** The caller's access to one item. */
export interface Access {
  has_access: boolean
  /** End of a rental; null when access is unlimited, by subscription, or absent. */
  expire_at: string | null
  /** Which files the access lets the caller download: 1 = HD, 2 = source (bit mask). */
  download_choices: number
}

/**
 * The user's purchases of these items live at `now` (neither revoked nor expired), with the
 * downloads each price gives: what billing reads to refuse a purchase that is held already.
 */
export const livePurchases = findLivePurchases

export const HD_DOWNLOAD = 1
export const SOURCE_DOWNLOAD = 2

const NO_ACCESS: Access = { has_access: false, expire_at: null, download_choices: 0 }
const OPEN_ACCESS: Access = { has_access: true, expire_at: null, download_choices: HD_DOWNLOAD }
/** Staff watching an item before it is published: to check it, not to take it away. */
const PREVIEW_ACCESS: Access = { has_access: true, expire_at: null, download_choices: 0 }

/** Whether the viewer previews the item: staff, before visitors may see it. */
export function isStaffPreview(
  item: Pick<AccessSubject, 'published_at'>,
  viewer: Viewer | null,
  now: Date = new Date(),
): boolean {
  return (
    seesScheduled(viewer) &&
    item.published_at !== undefined &&
    item.published_at > now.toISOString()
  )
}

export interface AccessOptions {
  /** The website's monetization_enabled, when the caller already knows it (saves a query). */
  websiteMonetized?: boolean
}

/**
 * Decides, in a few batched queries, whether the viewer may watch each item now: sold items by a
 * live purchase or an active subscription to one of their plans, others by visibility; and any
 * item by a live free access grant of the staff (of the item, or of a plan it is part of),
 * which opens it as a purchase does. Staff of the website watch an item not yet published, to
 * preview it (publication.ts).
 */
export async function accessFor(
  db: Kysely<Database>,
  websiteUid: string,
  viewer: Viewer | null,
  items: readonly AccessSubject[],
  now: Date = new Date(),
  options: AccessOptions = {},
): Promise<Map<string, Access>> {
  const websiteMonetized = options.websiteMonetized ?? (await isWebsiteMonetized(db, websiteUid))
  const sold = items.filter((item) => websiteMonetized && Boolean(item.monetization_enabled))
  const soldUids = new Set(sold.map((item) => item.uid))
  const unsold = items.filter((item) => !soldUids.has(item.uid))
  const onDemand = unsold.filter((item) => item.visibility_type === 'on_demand')
  // Only what neither a payment nor visibility opens is worth looking up grants for.
  const closed = [
    ...sold,
    ...unsold.filter((item) => !visibilityAccess(item, viewer, EMPTY_GRANTS).has_access),
  ]
  const grants = viewer
    ? await loadGrants(db, websiteUid, viewer.uid, { sold, onDemand, closed }, now.toISOString())
    : EMPTY_GRANTS
  const answer = new Map<string, Access>()
  for (const item of items) {
    const open = soldUids.has(item.uid) ? NO_ACCESS : visibilityAccess(item, viewer, grants)
    const held = open.has_access ? open : heldAccess(item.uid, grants)
    answer.set(
      item.uid,
      held.has_access || !isStaffPreview(item, viewer, now) ? held : PREVIEW_ACCESS,
    )
  }
  return answer
}

/** What opens one item: a live purchase or free access grant, until `expire_at` (null: always). */
interface Holding {
  expire_at: string | null
  downloadable_choices: number | null
}

interface Grants {
  /** Live purchases and free access grants, by item. */
  held: Map<string, Holding[]>
  subscribed: Set<string>
  accepted: Set<string>
}

const EMPTY_GRANTS: Grants = { held: new Map(), subscribed: new Set(), accepted: new Set() }

/** The items to look grants up for: sold ones, on-demand ones, and all the viewer may not watch. */
interface GrantLookup {
  sold: AccessSubject[]
  onDemand: AccessSubject[]
  closed: AccessSubject[]
}

async function loadGrants(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
  lookup: GrantLookup,
  now: string,
): Promise<Grants> {
  const uids = (items: AccessSubject[]) => items.map((item) => item.uid)
  const soldUids = uids(lookup.sold)
  const [purchaseRows, grantRows, subscribed, accepted] = await Promise.all([
    findLivePurchases(db, websiteUid, userUid, soldUids, now),
    findLiveAccessGrants(db, websiteUid, userUid, uids(lookup.closed), now),
    findSubscribedItems(db, websiteUid, userUid, soldUids, now),
    findAcceptedOnDemandItems(db, websiteUid, userUid, uids(lookup.onDemand)),
  ])
  const held: Grants['held'] = new Map()
  // A purchase made in a bundle names the bundle, not a price, so no price says its downloads;
  // like a free grant, it lets its holder download what a subscriber may: the HD file.
  const purchaseHoldings = purchaseRows.map((row) => ({
    ...row,
    downloadable_choices: row.bought_at_price === null ? HD_DOWNLOAD : row.downloadable_choices,
  }))
  const grantHoldings = grantRows.map((row) => ({ ...row, downloadable_choices: HD_DOWNLOAD }))
  for (const row of [...purchaseHoldings, ...grantHoldings]) {
    const list = held.get(row.item_uid) ?? []
    list.push(row)
    held.set(row.item_uid, list)
  }
  return { held, subscribed: new Set(subscribed), accepted: new Set(accepted) }
}

function heldAccess(itemUid: string, grants: Grants): Access {
  const holdings = grants.held.get(itemUid) ?? []
  const subscribed = grants.subscribed.has(itemUid)
  if (holdings.length === 0 && !subscribed) return NO_ACCESS
  let downloads = subscribed ? HD_DOWNLOAD : 0
  for (const holding of holdings) downloads |= holding.downloadable_choices ?? 0
  const unlimited = subscribed || holdings.some((holding) => holding.expire_at === null)
  const latest = holdings
    .map((holding) => holding.expire_at ?? '')
    .reduce((a, b) => (a > b ? a : b), '')
  return { has_access: true, expire_at: unlimited ? null : latest, download_choices: downloads }
}

function visibilityAccess(item: AccessSubject, viewer: Viewer | null, grants: Grants): Access {
  switch (item.visibility_type) {
    case 'public':
      return OPEN_ACCESS
    case 'private':
      return viewer ? OPEN_ACCESS : NO_ACCESS
    case 'on_demand':
      return grants.accepted.has(item.uid) ? OPEN_ACCESS : NO_ACCESS
    default:
      return NO_ACCESS
  }
}
