import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { Website } from '../../websites/service.ts'
import { SANDBOX_PAYMENT } from '../checkout/fulfilment.ts'
import { cancelSubscription } from '../grants-repo.ts'
import { findCustomerSubscriptions } from '../subscriptions/repo.ts'
import type { Order } from '../order.ts'
import { verifyPortalToken } from './portal-token.ts'
import { cancelOpenOrder, findOrder } from '../repo.ts'
import type { SubscriptionView } from './sandbox-pages.ts'
import { settlePaidOrder, type SettlementContext } from '../checkout/settlement.ts'

type Db = Kysely<Database>

/** An order of this website that the sandbox takes payment for, if it exists. */
async function findSandboxOrder(
  db: Db,
  website: Website,
  orderUid: string,
): Promise<Order | undefined> {
  const order = await findOrder(db, website.uid, orderUid)
  return order?.provider === 'sandbox' ? order : undefined
}

/** Why the sandbox does not show or act on an order: there is none, or it is someone else's. */
export type SandboxRefusal = 'not-found' | 'not-buyer'

/**
 * A sandbox order of this website for its own buyer only: `buyerUid` is who the request proves
 * (`sandboxBuyerOf`), null when it proves nobody.
 */
export async function findBuyersSandboxOrder(
  db: Db,
  website: Website,
  orderUid: string,
  buyerUid: string | null,
): Promise<Order | SandboxRefusal> {
  const order = await findSandboxOrder(db, website, orderUid)
  if (!order) return 'not-found'
  return order.userUid === buyerUid ? order : 'not-buyer'
}

/** Pays an order through the one settlement path; answers its status afterwards. */
export async function paySandboxOrder(
  context: SettlementContext,
  order: Order,
  now: Date,
): Promise<Order['status'] | undefined> {
  await settlePaidOrder(context, order.websiteUid, order.uid, SANDBOX_PAYMENT, now)
  // Read again: a concurrent Pay may have fulfilled it, a Cancel may have won, or it was a
  // duplicate of what the buyer has and got refunded.
  return (await findOrder(context.db, order.websiteUid, order.uid))?.status
}

/** Cancels an order that is still open; a paid order stays paid. */
export async function cancelSandboxOrder(db: Db, order: Order): Promise<void> {
  await cancelOpenOrder(db, order.websiteUid, order.uid)
}

/** The subscriptions a billing-page token gives access to, or null for a bad or expired token. */
export async function portalSubscriptions(
  db: Db,
  secretKey: string,
  website: Website,
  token: string,
): Promise<SubscriptionView[] | null> {
  const userUid = verifyPortalToken(secretKey, website.uid, token)
  if (!userUid) return null
  return findCustomerSubscriptions(db, website.uid, userUid)
}

/** Cancels one of the token holder's subscriptions; false for a bad or expired token. */
export async function cancelPortalSubscription(
  db: Db,
  secretKey: string,
  website: Website,
  token: string,
  subscriptionUid: string,
  now: Date,
): Promise<boolean> {
  const userUid = verifyPortalToken(secretKey, website.uid, token, now)
  if (!userUid) return false
  await cancelSubscription(db, website.uid, userUid, subscriptionUid, now)
  return true
}
