import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  BillingPortal,
  BillingPortalQuery,
  CheckoutBody,
  CheckoutHeaders,
  CheckoutConfirmBody,
  CheckoutConfirmation,
  CheckoutSession,
  Coupon,
  CouponParams,
  CouponQuery,
  DonationBody,
} from '../../../contract/schemas/billing.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { GiftCardParams, GiftCardTerms } from '../../../contract/schemas/gift-cards.ts'
import { giftCardTerms, usableGiftCard } from './gift-cards/service.ts'
import type { RedeemLimits } from './gifts/code-tries.ts'
import { requireViewer, type Viewer } from '../auth/viewer.ts'
import { requestLanguage } from '../../lib/chosen-language.ts'
import { checkoutKeyOf } from './checkout/checkout-keys.ts'
import { choosePaymentProvider } from './provider.ts'
import { sandboxBuyerCookie } from './sandbox/sandbox-buyer.ts'
import {
  billingPortalUrl,
  confirmCheckout,
  couponFor,
  createCheckout,
  createDonationCheckout,
  requireMonetization,
  type BillingContext,
  type BuyerOrigin,
} from './service.ts'

export { sandboxRoutes } from './sandbox/sandbox-routes.ts'
export { stripeWebhookRoutes } from './webhooks/webhook-routes.ts'

/** Runs before body validation, so a signed-out caller always learns it must sign in first. */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireViewer(request.viewer)
}

const security = [{ WebsiteToken: [] }]

/** Fastify's protocol and host honour X-Forwarded-* from trusted proxies only (TRUST_PROXY). */
/** Where the buyer is: their host, and their page's language (the order is written in it). */
const originOf = (request: FastifyRequest): BuyerOrigin => ({
  protocol: request.protocol,
  host: request.host,
  language: requestLanguage(request.headers),
})

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context: BillingContext = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    dialect: app.dialect,
    provider: choosePaymentProvider(app.config, app.db),
  }

  /** How guessing gift and card codes is limited: the login's limits, per client and account. */
  const codeLimits = (request: FastifyRequest): RedeemLimits => {
    const { perIp, perAccount, windowSeconds } = app.config.rateLimit
    return { limiter: app.rateLimiter, perIp, perAccount, windowSeconds, ip: request.ip }
  }

  /** The sandbox's page comes by a redirect, without the token: this cookie proves the buyer. */
  function proveSandboxBuyer(request: FastifyRequest, reply: FastifyReply, buyer: Viewer): void {
    if (context.provider.name !== 'sandbox') return
    const { secretKey } = app.config
    const secure = request.protocol === 'https'
    reply.header(
      'set-cookie',
      sandboxBuyerCookie(secretKey, request.website.uid, buyer.uid, secure),
    )
  }

  app.post(
    '/billing/checkout/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Start paying for chosen prices (with a tip) or a subscription plan',
        security,
        headers: CheckoutHeaders,
        body: CheckoutBody,
        response: { 200: CheckoutSession },
      },
    },
    async (request, reply) => {
      const buyer = requireViewer(request.viewer)
      const { website, body, headers } = request
      const key = checkoutKeyOf(headers['idempotency-key'], 'checkout', body)
      const origin = originOf(request)
      const limits = codeLimits(request)
      const url = await createCheckout(context, website, buyer, body, origin, key, limits)
      proveSandboxBuyer(request, reply, buyer)
      return { checkout_session_url: url }
    },
  )

  app.get(
    '/billing/coupons/:code/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether a promo code lowers this kind of checkout, and by what',
        description:
          'For the cart to show the discount before paying; checkout checks and reckons it again. A code the caller may not use answers 400 naming `coupon` (for a signed-in caller, one already used counts).',
        security,
        params: CouponParams,
        querystring: CouponQuery,
        response: { 200: Coupon, 400: ApiError },
      },
    },
    async (request) => {
      const { website, params, query, viewer } = request
      return couponFor(context, website, viewer, params.code, query.type)
    },
  )

  app.get(
    '/billing/gift-cards/:code/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether a gift card pays, and how much is left on it',
        description:
          'For the cart to show the card’s part before paying; checkout takes it then. An unknown, disabled, expired or spent card answers 400 naming `code`; guesses are limited as gift codes are (429).',
        security,
        params: GiftCardParams,
        response: { 200: GiftCardTerms, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const { website, params, viewer } = request
      requireMonetization(website)
      const limits = codeLimits(request)
      const card = await usableGiftCard(
        app.db,
        website.uid,
        params.code,
        'code',
        limits,
        viewer?.uid ?? null,
      )
      return giftCardTerms(card, params.code)
    },
  )

  app.post(
    '/billing/checkout/donate/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Start paying a donation',
        security,
        headers: CheckoutHeaders,
        body: DonationBody,
        response: { 200: CheckoutSession },
      },
    },
    async (request, reply) => {
      const donor = requireViewer(request.viewer)
      const { website, body, headers } = request
      const key = checkoutKeyOf(headers['idempotency-key'], 'donation', body)
      const from = originOf(request)
      const url = await createDonationCheckout(context, website, donor, body, from, key)
      proveSandboxBuyer(request, reply, donor)
      return { checkout_session_url: url }
    },
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
        description:
          'A fresh portal session each call. `subscription` (a failed renewal mail names it) ' +
          'must be one of the caller’s: 404 naming it otherwise.',
        security,
        querystring: BillingPortalQuery,
        response: { 200: BillingPortal },
      },
    },
    async (request) => ({
      url: await billingPortalUrl(
        context,
        request.website,
        requireViewer(request.viewer),
        originOf(request),
        request.query.subscription,
      ),
    }),
  )
}
