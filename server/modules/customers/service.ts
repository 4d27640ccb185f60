import type { Kysely } from 'kysely'
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomersQuery,
} from '../../../contract/schemas/admin-customers.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { listPage, type ListAnswer, type WholeListRead } from '../../http/list-page.ts'
import { listCustomerSubscriptions } from '../billing/service.ts'
import type { Website } from '../websites/service.ts'
import { findCustomerGrants, NO_CUSTOMER, toAdminAccessGrant } from '../access/grants-service.ts'
import {
  findCustomerOnDemandRequests,
  findCustomerOrders,
  findCustomerPurchases,
} from './history-repo.ts'
import {
  findCustomer,
  findCustomerFigures,
  findCustomerPage,
  inSegment,
  type CustomerProfileRow,
} from './repo.ts'

/**
 * Whether a row of `users` is in a segment of the customers list, judged at `now` (ISO): the
 * same condition the list filters by, for other domains' queries (broadcasts).
 */
export const customerSegmentCondition = inSegment

type Db = Kysely<Database>

type Figures = Pick<
  AdminCustomer,
  | 'active_subscriptions'
  | 'trialing_subscriptions'
  | 'purchases_count'
  | 'paid_total'
  | 'last_order_at'
>

const NO_FIGURES: Figures = {
  active_subscriptions: 0,
  trialing_subscriptions: 0,
  purchases_count: 0,
  paid_total: 0,
  last_order_at: null,
}

/** The figures of each customer, by uid: a few grouped queries for a whole page. */
async function figuresOf(db: Db, websiteUid: string, userUids: string[], now: Date) {
  const found = await findCustomerFigures(db, websiteUid, userUids, now.toISOString())
  const figures = new Map(userUids.map((uid) => [uid, { ...NO_FIGURES }]))
  for (const row of found.subscriptions) {
    const entry = figures.get(row.user_uid)
    if (!entry) continue
    entry.active_subscriptions = Number(row.active)
    entry.trialing_subscriptions = Number(row.trialing)
  }
  for (const row of found.purchases) {
    const entry = figures.get(row.user_uid)
    if (entry) entry.purchases_count = Number(row.count)
  }
  for (const row of found.orders) {
    const entry = figures.get(row.user_uid)
    if (!entry) continue
    entry.paid_total = Number(row.paid_total)
    entry.last_order_at = row.last_paid_at ?? null
  }
  for (const row of found.refunds) {
    const entry = figures.get(row.user_uid)
    if (entry) entry.paid_total -= Number(row.refunded)
  }
  return figures
}

function toAdminCustomer(row: CustomerProfileRow, figures: Figures): AdminCustomer {
  return {
    uid: row.uid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    created_at: row.created_at,
    blocked_at: row.blocked_at,
    ...figures,
  }
}

/** GET /customers/: a page of the website's customers, newest accounts first by default. */
export async function listAdminCustomers(
  db: Db,
  websiteUid: string,
  query: AdminCustomersQuery,
  now: Date = new Date(),
  read: WholeListRead = {},
): Promise<ListAnswer<AdminCustomer>> {
  const page = { ...listPage(query, query._sort ? 'ASC' : 'DESC'), ...read }
  const sort = query._sort ?? 'created_at'
  const { total, rows } = await findCustomerPage(
    db,
    websiteUid,
    query,
    sort,
    page,
    now.toISOString(),
  )
  const figures = await figuresOf(
    db,
    websiteUid,
    rows.map((row) => row.uid),
    now,
  )
  return {
    total,
    rows: rows.map((row) => toAdminCustomer(row, figures.get(row.uid) ?? NO_FIGURES)),
  }
}

function customFieldsOf(stored: string): Record<string, string> {
  const parsed = JSON.parse(stored || '{}') as Record<string, unknown>
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]))
}

/** GET /customers/{uid}/: the customer's profile and history, or 404 (staff are not customers). */
export async function getAdminCustomer(
  db: Db,
  website: Website,
  userUid: string,
  now: Date = new Date(),
): Promise<AdminCustomerDetail> {
  const websiteUid = website.uid
  const row = await findCustomer(db, websiteUid, userUid)
  if (!row) throw notFound(NO_CUSTOMER)
  const [figures, purchases, subscriptions, orders, requests, grants] = await Promise.all([
    figuresOf(db, websiteUid, [userUid], now),
    findCustomerPurchases(db, websiteUid, userUid),
    listCustomerSubscriptions(db, website, userUid),
    findCustomerOrders(db, websiteUid, userUid),
    findCustomerOnDemandRequests(db, websiteUid, userUid),
    findCustomerGrants(db, websiteUid, userUid),
  ])
  // A deleted item or plan keeps its row here, under an empty name.
  const named = <T extends { item_name: string | null }>(line: T) => ({
    ...line,
    item_name: line.item_name ?? '',
  })
  return {
    ...toAdminCustomer(row, figures.get(userUid) ?? NO_FIGURES),
    marketing_consent_at: row.marketing_consent_at,
    custom_fields: customFieldsOf(row.custom_fields),
    purchases: purchases.map(named),
    subscriptions,
    orders,
    ondemand_requests: requests.map(named),
    grants: grants.map(toAdminAccessGrant),
  }
}
