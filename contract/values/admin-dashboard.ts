/**
 * The back office's home dashboard as plain values (the back office imports them): where its one
 * request answers, how many recent rows it lists, and the to-dos it counts.
 */

/** The staff API path (under ADMIN_API_BASE) of the home dashboard's figures and to-dos. */
export const DASHBOARD_PATH = '/dashboard/'

/** How many of the latest orders and imports the dashboard lists. */
export const DASHBOARD_RECENT_ROWS = 5

/** A live event starting within this many hours is a to-do. */
export const DASHBOARD_LIVE_SOON_HOURS = 24

/**
 * What waits for the staff: requested items not decided yet, video and customer imports that
 * failed, failed jobs not run again, live events starting within DASHBOARD_LIVE_SOON_HOURS, and
 * subscriptions whose renewal failed (past due).
 */
export const DASHBOARD_TODOS = [
  'ondemand_requests',
  'failed_media_imports',
  'failed_customer_imports',
  'failed_jobs',
  'live_events_soon',
  'past_due_subscriptions',
] as const
export type DashboardTodo = (typeof DASHBOARD_TODOS)[number]
