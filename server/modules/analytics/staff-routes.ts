import { requestLanguage } from '../../lib/chosen-language.ts'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_PATH,
  ANALYTICS_TABLES,
  analyticsCsvFileName,
  analyticsCsvPath,
} from '../../../contract/values/admin-analytics.ts'
import { AdminAnalytics, AdminAnalyticsQuery } from '../../../contract/schemas/admin-analytics.ts'
import { AdminDashboard } from '../../../contract/schemas/admin-dashboard.ts'
import { DASHBOARD_PATH } from '../../../contract/values/admin-dashboard.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { requirePermission } from '../staff/permissions.ts'
import { analyticsCsv } from './csv.ts'
import { getDashboard } from './dashboard-service.ts'
import { getAnalytics, type AnalyticsScope } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/** The figures are money: only owners (`money.manage`) see them, of their own website only. */
function scope(request: FastifyRequest): AnalyticsScope {
  requirePermission(request.viewer, 'money.manage')
  const { website } = request
  return {
    db: request.server.db,
    websiteUid: website.uid,
    currency: website.settings.monetization_currency,
    language: requestLanguage(request.headers),
  }
}

const PERIOD_DESCRIPTION = `The period runs from \`from\` to \`to\`, both days included, in UTC days (the last 30 days, today included, by default; at most ${ANALYTICS_MAX_DAYS} days). A day that does not exist answers 400 naming it, and so does \`to\` before \`from\`.`

const FIGURES_DESCRIPTION = `${PERIOD_DESCRIPTION} Orders count on the day they were paid, in the website's currency (orders in another currency are left out); an order refunded in full counts in refunds in full. Revenue kinds: rentals (prices with a period), purchases (prices without end), subscriptions (a plan's payments: the first, and each renewal on Stripe; a free trial's start is 0), donations and tips. Subscribers: \`active\` had a subscription at the period's end, \`new\` started one in it, \`churned\` saw one canceled in it, \`trialing\` are in a free trial now. Customers: accounts created in the period (staff left out); \`conversion\` is the share of them that paid an order by the period's end (a free trial's start, an order of 0, counts). Plays: each time a player was given an item's addresses. Live events: those that went on air in the period, the latest first, with their distinct viewers, the most watching at once, and the seconds watched (a viewer watches while its player fetches the live playlists).`

const DASHBOARD_DESCRIPTION = `Owners only, as the analytics. Days are UTC days. Revenue is net: coupon discounts and refunds taken off, orders in another currency left out, each order on the day it was paid. Each figure comes with the previous period's: today against yesterday, this month to today against last month whole; active subscribers and MRR now against the end of last month (MRR at today's plan prices, a yearly plan counting its twelfth; free trials, past-due and paused subscriptions pay nothing); trials have no history (previous null). Watch time is in seconds. To-dos: requested items waiting for a decision, failed video and customer imports, failed jobs not run again, live events starting within the next 24 hours, subscriptions whose renewal failed (past due). Then the last 5 orders and the last 5 video imports, newest first.`

/**
 * The analytics dashboard's figures for a period: revenue (by kind, by day), subscribers,
 * new customers and conversion, plays, top items; and each table as CSV.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ANALYTICS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "The website's figures for a period: revenue, subscribers, customers, plays",
        description: FIGURES_DESCRIPTION,
        security,
        querystring: AdminAnalyticsQuery,
        response: { 200: AdminAnalytics, ...refusals },
      },
    },
    async (request) => getAnalytics(scope(request), request.query),
  )

  app.get(
    DASHBOARD_PATH,
    {
      schema: {
        tags: ['admin'],
        summary:
          "The back office's home: today's and this month's figures, the to-dos, the latest orders and imports",
        description: DASHBOARD_DESCRIPTION,
        security,
        response: { 200: AdminDashboard, 403: ApiError },
      },
    },
    async (request) => getDashboard(scope(request)),
  )

  for (const table of ANALYTICS_TABLES) {
    app.get(
      analyticsCsvPath(table),
      {
        schema: {
          tags: ['admin'],
          summary: `The dashboard's \`${table}\` table as CSV`,
          description: `${PERIOD_DESCRIPTION} The same figures as GET ${ANALYTICS_PATH}, as UTF-8 CSV with a header row; amounts in the currency's units with two decimals. Sent as an attachment named after the table and the period.`,
          security,
          produces: ['text/csv'],
          querystring: AdminAnalyticsQuery,
          response: {
            200: Type.String({ description: 'CSV text (RFC 4180).' }),
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const analytics = await getAnalytics(scope(request), request.query)
        const name = analyticsCsvFileName(table, analytics.from, analytics.to)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(analyticsCsv(table, analytics))
      },
    )
  }
}
