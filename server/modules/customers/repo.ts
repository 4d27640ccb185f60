import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { AdminCustomersQuery } from '../../../contract/schemas/admin-customers.ts'
import type { CustomerSegment } from '../../../contract/values/admin-customers.ts'
import { containing } from '../../db/like-pattern.ts'
import type { Database } from '../../db/schema.ts'
import { PAST_DUE, subscriptionOpensItems } from '../access/live-subscription.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>
type UsersEb = ExpressionBuilder<Database, 'users'>

const PROFILE_COLUMNS = [
  'users.uid',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.created_at',
  'users.custom_fields',
  'users.blocked_at',
  'users.marketing_consent_at',
] as const

/** Whether the customer has a subscription, or one that meets `condition`. */
function hasSubscription(eb: UsersEb, websiteUid: string, condition?: Expression<SqlBool>) {
  let query = eb
    .selectFrom('subscriptions')
    .select('subscriptions.uid')
    .where('subscriptions.website_uid', '=', websiteUid)
    .whereRef('subscriptions.user_uid', '=', 'users.uid')
  if (condition) query = query.where(condition)
  return eb.exists(query)
}

/** The condition of a segment (contract/values/admin-customers.ts), judged at `now`. */
export function inSegment(eb: UsersEb, websiteUid: string, segment: CustomerSegment, now: string) {
  switch (segment) {
    case 'subscribed':
      return hasSubscription(eb, websiteUid, subscriptionOpensItems(now))
    case 'trialing':
      return hasSubscription(
        eb,
        websiteUid,
        sql<SqlBool>`subscriptions.status = 'trialing' and subscriptions.current_period_end > ${now}`,
      )
    case 'past_due':
      return hasSubscription(eb, websiteUid, sql<SqlBool>`subscriptions.status = ${PAST_DUE}`)
    case 'unsubscribed':
      return eb.and([
        hasSubscription(eb, websiteUid),
        eb.not(hasSubscription(eb, websiteUid, subscriptionOpensItems(now))),
      ])
    case 'bought':
      return eb.exists(
        eb
          .selectFrom('purchases')
          .select('purchases.uid')
          .where('purchases.website_uid', '=', websiteUid)
          .whereRef('purchases.user_uid', '=', 'users.uid')
          .where('purchases.revoked_at', 'is', null),
      )
    case 'never_bought':
      return eb.not(
        eb.exists(
          eb
            .selectFrom('orders')
            .select('orders.uid')
            .where('orders.website_uid', '=', websiteUid)
            .whereRef('orders.user_uid', '=', 'users.uid')
            .where('orders.paid_at', 'is not', null),
        ),
      )
  }
}

/**
 * The website's accounts that are not staff, narrowed by the list's filters: every word of `q`
 * must be in the e-mail address or the name.
 */
function customersWhere(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminCustomersQuery, 'segment' | 'q' | 'blocked'>,
  now: string,
) {
  let query = db
    .selectFrom('users')
    .where('users.website_uid', '=', websiteUid)
    .where('users.staff_role', 'is', null)
  const { segment } = filter
  if (segment) query = query.where((eb) => inSegment(eb, websiteUid, segment, now))
  if (filter.blocked !== undefined) {
    query = query.where('users.blocked_at', filter.blocked ? 'is not' : 'is', null)
  }
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where(
      sql<boolean>`lower(users.email || ' ' || users.first_name || ' ' || users.last_name) like ${containing(word)} escape '\\'`,
    )
  }
  return query
}

export type CustomerProfileRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>

/** A page of the website's customers and how many match in all. */
export async function findCustomerPage(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminCustomersQuery, 'segment' | 'q' | 'blocked'>,
  sort: NonNullable<AdminCustomersQuery['_sort']>,
  page: ListPage,
  now: string,
) {
  const customers = customersWhere(db, websiteUid, filter, now)
  const rows = customers
    .select(PROFILE_COLUMNS)
    .orderBy(`users.${sort}`, page.direction)
    .orderBy('users.uid')
  return readListPage(customers, rows, page, { sort: `users.${sort}`, uid: 'users.uid' })
}

/** One customer of the website; undefined for a staff account or an unknown uid. */
export function findCustomer(db: Db, websiteUid: string, userUid: string) {
  return customersWhere(db, websiteUid, {}, '')
    .select(PROFILE_COLUMNS)
    .where('users.uid', '=', userUid)
    .executeTakeFirst()
}

/**
 * What each of these customers bought, subscribed to and paid, in four grouped queries; what
 * was given back of orders still paid (partial refunds) apart, to be taken off what they paid.
 */
export async function findCustomerFigures(
  db: Db,
  websiteUid: string,
  userUids: string[],
  now: string,
) {
  if (userUids.length === 0) return { subscriptions: [], purchases: [], orders: [], refunds: [] }
  const live = sql<number>`sum(case when ${subscriptionOpensItems(now)} then 1 else 0 end)`
  const trialing = sql<number>`sum(case when status = 'trialing' and current_period_end > ${now} then 1 else 0 end)`
  const [subscriptions, purchases, orders, refunds] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select(['user_uid', live.as('active'), trialing.as('trialing')])
      .where('website_uid', '=', websiteUid)
      .where('user_uid', 'in', userUids)
      .groupBy('user_uid')
      .execute(),
    db
      .selectFrom('purchases')
      .select(['user_uid', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('website_uid', '=', websiteUid)
      .where('user_uid', 'in', userUids)
      .where('revoked_at', 'is', null)
      .groupBy('user_uid')
      .execute(),
    db
      .selectFrom('orders')
      .select([
        'user_uid',
        sql<number | string>`sum(case when status = 'paid' then total else 0 end)`.as('paid_total'),
        (eb) => eb.fn.max('paid_at').as('last_paid_at'),
      ])
      .where('website_uid', '=', websiteUid)
      .where('user_uid', 'in', userUids)
      .groupBy('user_uid')
      .execute(),
    db
      .selectFrom('order_refunds as refund')
      .innerJoin('orders', (join) =>
        join
          .onRef('orders.uid', '=', 'refund.order_uid')
          .onRef('orders.website_uid', '=', 'refund.website_uid'),
      )
      .select(['orders.user_uid', sql<number | string>`sum(refund.amount)`.as('refunded')])
      .where('orders.website_uid', '=', websiteUid)
      .where('orders.user_uid', 'in', userUids)
      .where('orders.status', '=', 'paid')
      .groupBy('orders.user_uid')
      .execute(),
  ])
  return { subscriptions, purchases, orders, refunds }
}
