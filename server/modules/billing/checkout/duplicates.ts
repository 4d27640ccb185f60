import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { livePurchases } from '../../access/service.ts'
import { hasLiveSubscription, type SubscriptionExcept } from '../grants-repo.ts'
import type { Order } from '../order.ts'
import { findPricesForSale } from '../repo.ts'

/**
 * What a buyer already has is not sold to them again: checkout refuses it, and settlement checks
 * again for the duplicate paid anyway (two tabs). See the README's Payments section for the rules.
 */

type Db = Kysely<Database>

/** The access a price of an order would give. */
export interface WantedAccess {
  itemUid: string
  itemName: string
  /** Hours; 0 = unlimited. */
  period: number
  /** Bit mask of downloads (1 = HD, 2 = source). */
  downloads: number
}

/** Why an order only repeats what the buyer has, and the checkout field that asked for it. */
export interface Duplicate {
  field: 'prices' | 'bundles' | 'subscription'
  message: string
}

type HeldPurchase = Awaited<ReturnType<typeof livePurchases>>[number]

const HOUR_MS = 60 * 60 * 1000

/** Whether a purchase held gives all a price would: access as long, and every download. */
function covers(held: HeldPurchase, wanted: WantedAccess): boolean {
  if ((wanted.downloads & ~(held.downloadable_choices ?? 0)) !== 0) return false
  if (held.expire_at === null) return true
  if (wanted.period === 0) return false
  const hoursBought = (Date.parse(held.expire_at) - Date.parse(held.created_at)) / HOUR_MS
  return hoursBought >= wanted.period
}

/** The first price among `wanted` that a purchase the buyer holds already covers. */
export async function ownedAlready(
  db: Db,
  websiteUid: string,
  userUid: string,
  wanted: WantedAccess[],
  now: Date,
): Promise<Duplicate | null> {
  const itemUids = wanted.map((access) => access.itemUid)
  const held = await livePurchases(db, websiteUid, userUid, itemUids, now.toISOString())
  for (const access of wanted) {
    const cover = held.find((row) => row.item_uid === access.itemUid && covers(row, access))
    if (!cover) continue
    const message =
      cover.expire_at === null
        ? `You already have unlimited access to "${access.itemName}".`
        : `You already rent "${access.itemName}" for at least as long.`
    return { field: 'prices', message }
  }
  return null
}

/** A bundle of an order, with the access to each of its items it would give. */
export interface WantedBundle {
  name: string
  items: WantedAccess[]
}

/**
 * The first bundle among `wanted` whose every item the buyer already holds as long: it would
 * bring nothing. A bundle that adds even one item is sold, whatever else the buyer has.
 */
export async function bundleOwnedAlready(
  db: Db,
  websiteUid: string,
  userUid: string,
  wanted: WantedBundle[],
  now: Date,
): Promise<Duplicate | null> {
  const itemUids = wanted.flatMap((bundle) => bundle.items.map((access) => access.itemUid))
  const held = await livePurchases(db, websiteUid, userUid, itemUids, now.toISOString())
  const isHeld = (access: WantedAccess) =>
    held.some((row) => row.item_uid === access.itemUid && covers(row, access))
  const owned = wanted.find((bundle) => bundle.items.every(isHeld))
  if (!owned) return null
  return {
    field: 'bundles',
    message: `You already have every item of "${owned.name}" for at least as long.`,
  }
}

/** Refuses a plan the buyer already subscribes to (another plan is another offer). */
export async function subscribedAlready(
  db: Db,
  websiteUid: string,
  userUid: string,
  planUid: string,
  now: Date,
  except?: SubscriptionExcept,
): Promise<Duplicate | null> {
  const live = await hasLiveSubscription(
    db,
    websiteUid,
    userUid,
    planUid,
    now.toISOString(),
    except,
  )
  return live ? { field: 'subscription', message: 'You already subscribe to this plan.' } : null
}

/**
 * Whether a paid order only repeats what its buyer got meanwhile (checked at settlement);
 * `providerSubscriptionId` is the subscription the order's payment started, if any.
 */
export async function duplicateOf(
  db: Db,
  order: Order,
  now: Date,
  providerSubscriptionId?: string,
): Promise<Duplicate | null> {
  const { websiteUid, userUid } = order
  if (order.type === 'subscription') {
    const planUid = order.lines[0]?.plan_uid
    if (!planUid) return null
    // Leave out the subscription this very order started (a webhook may have written it first).
    const except = { orderUid: order.uid, providerSubscriptionId }
    return subscribedAlready(db, websiteUid, userUid, planUid, now, except)
  }
  if (order.type !== 'prices') return null
  return (await pricesOwnedAlready(db, order, now)) ?? (await bundlesOwnedAlready(db, order, now))
}

/** The order's bundles, from its lines: each line grants one item of a bundle. */
function orderBundles(order: Order): WantedBundle[] {
  const bundles = new Map<string, WantedBundle>()
  for (const line of order.lines) {
    if (!line.bundle_uid || !line.item_uid) continue
    const bundle = bundles.get(line.bundle_uid) ?? {
      name: line.bundle_name ?? line.label,
      items: [],
    }
    bundle.items.push({
      itemUid: line.item_uid,
      itemName: line.label,
      period: line.period ?? 0,
      downloads: 0,
    })
    bundles.set(line.bundle_uid, bundle)
  }
  return [...bundles.values()]
}

async function bundlesOwnedAlready(db: Db, order: Order, now: Date) {
  const bundles = orderBundles(order)
  if (bundles.length === 0) return null
  return bundleOwnedAlready(db, order.websiteUid, order.userUid, bundles, now)
}

async function pricesOwnedAlready(db: Db, order: Order, now: Date) {
  const { websiteUid, userUid } = order
  const priceUids = order.lines.flatMap((line) => (line.price_uid ? [line.price_uid] : []))
  const prices = new Map(
    (await findPricesForSale(db, websiteUid, priceUids)).map((price) => [price.uid, price]),
  )
  const wanted = order.lines.flatMap((line) => {
    if (!line.price_uid || !line.item_uid) return []
    const price = prices.get(line.price_uid)
    return [
      {
        itemUid: line.item_uid,
        itemName: price?.item_name ?? line.label,
        period: line.period ?? price?.period ?? 0,
        downloads: price?.downloadable_choices ?? 0,
      },
    ]
  })
  return ownedAlready(db, websiteUid, userUid, wanted, now)
}
