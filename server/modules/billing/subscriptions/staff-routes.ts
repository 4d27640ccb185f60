import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  AdminCustomerSubscription,
  AdminCustomerSubscriptionParams,
  AdminSubscriptionCancel,
  AdminSubscriptionComp,
  AdminSubscriptionSwitch,
  AdminSubscriptionSwitched,
  AdminSubscriptionSwitchPreview,
  AdminSubscriptionSwitchQuery,
} from '../../../../contract/schemas/admin-subscriptions.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { requirePermission } from '../../staff/permissions.ts'
import {
  cancelCustomerSubscription,
  compCustomerSubscription,
  previewSwitch,
  resumeCustomerSubscription,
  switchCustomerSubscription,
  type SubscriptionScope,
} from './staff-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError }
const PATH = '/customers/:uid/subscriptions/:subscription_uid'
const COMMON =
  'A subscription that is not this customer’s on this website answers 404; one that has ended, 409. Written to the audit log and mailed to the customer in their language.'

/** A subscription is money: `money.manage`, owners only, as orders and refunds. */
function scope(request: FastifyRequest): SubscriptionScope {
  const staff = requirePermission(request.viewer, 'money.manage')
  const { db, config, mailer } = request.server
  return { db, config, mailer, log: request.log, website: request.website, staff }
}

/** Staff act on a customer's subscription: cancel, resume, free months, switch of plan. */
export const adminSubscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${PATH}/cancel/`,
    {
      schema: {
        tags: ['admin'],
        summary: "Cancel a customer's subscription, at the end of its period or now",
        description: `\`when\`: \`period_end\` — renewal stops, access lasts to the end of the period paid for (…/resume/ undoes it); \`now\` — the subscription ends and its items close at once; nothing is refunded (refund its order from Orders for that). Cancelling at period end what already is, or a paused subscription, answers 409. ${COMMON}`,
        security,
        params: AdminCustomerSubscriptionParams,
        body: AdminSubscriptionCancel,
        response: { 200: AdminCustomerSubscription, ...refusals },
      },
    },
    async (request) =>
      cancelCustomerSubscription(
        scope(request),
        request.params.uid,
        request.params.subscription_uid,
        request.body.when,
      ),
  )

  app.post(
    `${PATH}/resume/`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Undo a cancellation at period end',
        description: `The subscription renews again at the end of its period. One that is not cancelled answers 409. ${COMMON}`,
        security,
        params: AdminCustomerSubscriptionParams,
        response: { 200: AdminCustomerSubscription, ...refusals },
      },
    },
    async (request) =>
      resumeCustomerSubscription(
        scope(request),
        request.params.uid,
        request.params.subscription_uid,
      ),
  )

  app.post(
    `${PATH}/comp/`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Give free months',
        description: `The current period (or free trial) ends \`months\` (1–12) calendar months later; nothing is charged for them (Stripe: a trial to the new date, without proration). Only an active subscription that renews: otherwise 409. ${COMMON}`,
        security,
        params: AdminCustomerSubscriptionParams,
        body: AdminSubscriptionComp,
        response: { 200: AdminCustomerSubscription, ...refusals },
      },
    },
    async (request) =>
      compCustomerSubscription(
        scope(request),
        request.params.uid,
        request.params.subscription_uid,
        request.body.months,
      ),
  )

  app.get(
    `${PATH}/switch-preview/`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Preview a switch of plan: what it charges or credits now',
        description:
          'The unused part of the current period is credited at the current plan’s price and charged at the new plan’s, to the second, each rounded to the cent (as Stripe’s `create_prorations`). `amount` = `charge` − `credit`: charged now when above 0, owed to the customer (taken off their next renewals) below. Confirm with …/switch/ and this `proration_date` for the same figures. A plan of another website, the current plan, a plan billed at another interval or in another currency answers 400 naming `plan_uid`; a subscription that is not active and renewing, 409; not this customer’s, 404.',
        security,
        params: AdminCustomerSubscriptionParams,
        querystring: AdminSubscriptionSwitchQuery,
        response: { 200: AdminSubscriptionSwitchPreview, ...refusals },
      },
    },
    async (request) =>
      previewSwitch(
        scope(request),
        request.params.uid,
        request.params.subscription_uid,
        request.query.plan_uid,
      ),
  )

  app.post(
    `${PATH}/switch/`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch the subscription to another plan, prorated',
        description: `As …/switch-preview/ says for the same \`proration_date\` (within the last hour, else 400 naming it; absent: now). The sandbox charges a positive \`amount\` as a paid order and keeps a negative one as the customer's credit; Stripe is asked for \`create_prorations\` as of that date. ${COMMON}`,
        security,
        params: AdminCustomerSubscriptionParams,
        body: AdminSubscriptionSwitch,
        response: { 200: AdminSubscriptionSwitched, ...refusals },
      },
    },
    async (request) =>
      switchCustomerSubscription(
        scope(request),
        request.params.uid,
        request.params.subscription_uid,
        request.body,
      ),
  )
}
