import { Type, type Static } from 'typebox'
import { ANALYTICS_TIME_ZONE } from '../values/admin-analytics.ts'
import { DASHBOARD_TODOS } from '../values/admin-dashboard.ts'
import { CustomerImport } from './admin-customer-imports.ts'
import { AdminMediaImport } from './admin-media-imports.ts'
import { AdminOrder } from './admin-orders.ts'
import { Nullable } from './common.ts'
import { Currency } from './website.ts'

const Count = Type.Integer({ minimum: 0 })

/** A figure now and in the period before, to show the change; `previous` null when unknown. */
const Figure = (description: string, value = Type.Integer()) =>
  Type.Object({ current: value, previous: Nullable(value) }, { description })

/** GET /dashboard/: the home screen of the back office, in one request. */
export const AdminDashboard = Type.Object({
  /** Today, `YYYY-MM-DD` in the time zone below; the month runs from its first day to today. */
  today: Type.String({ format: 'date' }),
  time_zone: Type.Literal(ANALYTICS_TIME_ZONE),
  /** Every amount is in this currency's minor units; orders in another one are left out. */
  currency: Currency,
  figures: Type.Object({
    revenue_today: Figure(
      "Net revenue today (coupons and refunds taken off); previous: yesterday's.",
    ),
    revenue_month: Figure("Net revenue this month to date; previous: last month's, whole."),
    active_subscribers: Figure(
      'Customers with a subscription that opens its plan now; previous: at the end of last month.',
      Count,
    ),
    trials: Figure(
      'Customers in a free trial now; previous: null (trials keep no history).',
      Count,
    ),
    mrr: Figure(
      "Monthly recurring revenue now: the monthly price of every paying subscription (a yearly plan's twelfth); previous: at the end of last month, at today's prices.",
      Count,
    ),
    churn: Figure('Subscriptions canceled this month to date; previous: last month.', Count),
    new_customers: Figure(
      'Accounts created this month to date (staff left out); previous: last month.',
      Count,
    ),
    plays: Figure('Plays this month to date; previous: last month.', Count),
    watch_time: Figure('Seconds watched this month to date; previous: last month.', Count),
  }),
  /** Every to-do of DASHBOARD_TODOS, in that order, with how many wait (0 included). */
  todos: Type.Array(Type.Object({ todo: Type.Enum(DASHBOARD_TODOS), count: Count })),
  /** The latest orders, newest first (DASHBOARD_RECENT_ROWS). */
  last_orders: Type.Array(AdminOrder),
  /** The latest video imports, newest first (DASHBOARD_RECENT_ROWS). */
  last_imports: Type.Array(AdminMediaImport),
  /** The latest customer imports, newest first (DASHBOARD_RECENT_ROWS). */
  last_customer_imports: Type.Array(CustomerImport),
})
export type AdminDashboard = Static<typeof AdminDashboard>
