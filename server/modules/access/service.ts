import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Viewer } from '../auth/viewer.ts'
import {
  findAcceptedOnDemandItems,
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
}

/** The caller's access to one item. */
export interface Access {
  has_access: boolean
  /** End of a rental; null when access is unlimited, by subscription, or absent. */
  expire_at: string | null
  /** Which files the access lets the caller download: 1 = HD, 2 = source (bit mask). */
  download_choices: number
}

export const HD_DOWNLOAD = 1
export const SOURCE_DOWNLOAD = 2

const NO_ACCESS: Access = { has_access: false, expire_at: null, download_choices: 0 }
const OPEN_ACCESS: Access = { has_access: true, expire_at: null, download_choices: HD_DOWNLOAD }

export interface AccessOptions {
  /** The website's monetization_enabled, when the caller already knows it (saves a query). */
  websiteMonetized?: boolean
}

/**
 * Decides, in a few batched queries, whether the viewer may watch each item now: sold items by a
 * live purchase or an active subscription to one of their plans, others by visibility.
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
  const onDemand = items.filter(
    (item) => !soldUids.has(item.uid) && item.visibility_type === 'on_demand',
  )
  const grants = viewer
    ? await loadGrants(db, websiteUid, viewer.uid, sold, onDemand, now.toISOString())
    : EMPTY_GRANTS
  const answer = new Map<string, Access>()
  for (const item of items) {
    if (soldUids.has(item.uid)) answer.set(item.uid, soldAccess(item.uid, grants))
    else answer.set(item.uid, visibilityAccess(item, viewer, grants))
  }
  return answer
}

interface Grants {
  purchases: Map<string, { expire_at: string | null; downloadable_choices: number | null }[]>
  subscribed: Set<string>
  accepted: Set<string>
}

const EMPTY_GRANTS: Grants = { purchases: new Map(), subscribed: new Set(), accepted: new Set() }

async function loadGrants(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
  sold: AccessSubject[],
  onDemand: AccessSubject[],
  now: string,
): Promise<Grants> {
  const soldUids = sold.map((item) => item.uid)
  const [purchaseRows, subscribed, accepted] = await Promise.all([
    findLivePurchases(db, websiteUid, userUid, soldUids, now),
    findSubscribedItems(db, websiteUid, userUid, soldUids, now),
    findAcceptedOnDemandItems(
      db,
      websiteUid,
      userUid,
      onDemand.map((item) => item.uid),
    ),
  ])
  const purchases: Grants['purchases'] = new Map()
  for (const row of purchaseRows) {
    const list = purchases.get(row.item_uid) ?? []
    list.push(row)
    purchases.set(row.item_uid, list)
  }
  return { purchases, subscribed: new Set(subscribed), accepted: new Set(accepted) }
}

function soldAccess(itemUid: string, grants: Grants): Access {
  const purchases = grants.purchases.get(itemUid) ?? []
  const subscribed = grants.subscribed.has(itemUid)
  if (purchases.length === 0 && !subscribed) return NO_ACCESS
  let downloads = subscribed ? HD_DOWNLOAD : 0
  for (const purchase of purchases) downloads |= purchase.downloadable_choices ?? 0
  const unlimited = subscribed || purchases.some((purchase) => purchase.expire_at === null)
  const latest = purchases
    .map((purchase) => purchase.expire_at ?? '')
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
