import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  BillingPortal,
  CheckoutBody,
  CheckoutConfirmBody,
  CheckoutConfirmation,
  CheckoutSession,
  DonationBody,
} from '../../../contract/billing.ts'
import { requireViewer } from '../auth/viewer.ts'
import { choosePaymentProvider } from './provider.ts'
import {
  billingPortalUrl,
  confirmCheckout,
  createCheckout,
  createDonationCheckout,
  type BillingContext,
} from './service.ts'

export { sandboxRoutes } from './sandbox-routes.ts'
export { stripeWebhookRoutes } from './webhook-routes.ts'

/** Runs before body validation, so a signed-out caller always learns it must sign in first. */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireViewer(request.viewer)
}

const security = [{ WebsiteToken: [] }]

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context: BillingContext = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    dialect: app.dialect,
    provider: choosePaymentProvider(app.config, app.db),
  }

  app.post(
    '/billing/checkout/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Start paying for chosen prices (with a tip) or a subscription plan',
        security,
        body: CheckoutBody,
        response: { 200: CheckoutSession },
      },
    },
    async (request) => ({
      checkout_session_url: await createCheckout(
        context,
        request.website,
        requireViewer(request.viewer),
        request.body,
      ),
    }),
  )

  app.post(
    '/billing/checkout/donate/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Start paying a donation',
        security,
        body: DonationBody,
        response: { 200: CheckoutSession },
      },
    },
    async (request) => ({
      checkout_session_url: await createDonationCheckout(
        context,
        request.website,
        requireViewer(request.viewer),
        request.body,
      ),
    }),
  )

  app.post(
    '/billing/checkout/confirm/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Confirm a checkout from the success page: settles it once if it is paid',
        body: CheckoutConfirmBody,
        response: { 200: CheckoutConfirmation },
      },
    },
    async (request) => confirmCheckout(context, request.website, request.body.session_id),
  )

  app.get(
    '/me/stripe-portal/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Where the signed-in user manages their subscriptions',
        security,
        response: { 200: BillingPortal },
      },
    },
    async (request) => ({
      url: await billingPortalUrl(context, request.website, requireViewer(request.viewer)),
    }),
  )
}
