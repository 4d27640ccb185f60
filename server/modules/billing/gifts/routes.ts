import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { CheckoutSession } from '../../../../contract/schemas/billing.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import {
  Gift,
  GiftCheckoutBody,
  GiftList,
  GiftParams,
  GiftRedeemBody,
  GiftRedeemed,
} from '../../../../contract/schemas/gifts.ts'
import { requestLanguage } from '../../../lib/chosen-language.ts'
import { requireViewer } from '../../auth/viewer.ts'
import { choosePaymentProvider } from '../provider.ts'
import { sandboxBuyerCookie } from '../sandbox/sandbox-buyer.ts'
import type { BillingContext } from '../service.ts'
import { createGiftCheckout, listGifts, redeemGift, resendGift } from './service.ts'

const security = [{ WebsiteToken: [] }]

/** Runs before body validation, so a signed-out caller always learns it must sign in first. */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireViewer(request.viewer)
}

/** Buying a gift, redeeming its code, and the buyer's list of gifts with "resend". */
export const giftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context: BillingContext = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    dialect: app.dialect,
    provider: choosePaymentProvider(app.config, app.db),
  }
  const deliveryDeps = { db: app.db, mailer: () => app.mailer, log: app.log }

  app.post(
    '/billing/checkout/gift/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Start paying an item, a bundle or months of a plan as a gift for someone',
        security,
        body: GiftCheckoutBody,
        response: { 200: CheckoutSession, 400: ApiError },
      },
    },
    async (request, reply) => {
      const buyer = requireViewer(request.viewer)
      const origin = {
        protocol: request.protocol,
        host: request.host,
        language: requestLanguage(request.headers),
      }
      const url = await createGiftCheckout(context, request.website, buyer, request.body, origin)
      if (context.provider.name === 'sandbox') {
        const secure = request.protocol === 'https'
        const { secretKey } = app.config
        reply.header(
          'set-cookie',
          sandboxBuyerCookie(secretKey, request.website.uid, buyer.uid, secure),
        )
      }
      return { checkout_session_url: url }
    },
  )

  app.post(
    '/gifts/redeem/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Redeem a gift code: what it gives becomes the signed-in user’s',
        description:
          'An unknown, used or refunded code answers 400 naming `code`; too many tries answer 429.',
        security,
        body: GiftRedeemBody,
        response: { 200: GiftRedeemed, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const { perIp, perAccount, windowSeconds } = app.config.rateLimit
      const limiter = app.rateLimiter
      const limits = { limiter, perIp, perAccount, windowSeconds, ip: request.ip }
      const user = requireViewer(request.viewer)
      return redeemGift(context, request.website, user, request.body.code, limits)
    },
  )

  app.get(
    '/me/gifts/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'The gifts the signed-in user bought, and whether each was redeemed',
        security,
        response: { 200: GiftList },
      },
    },
    async (request) => ({
      results: await listGifts(context, request.website, requireViewer(request.viewer)),
    }),
  )

  app.post(
    '/me/gifts/:uid/resend/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['billing'],
        summary: 'Mail a delivered gift to its recipient again, with a new code',
        security,
        params: GiftParams,
        response: { 200: Gift, 404: ApiError, 409: ApiError },
      },
    },
    async (request) =>
      resendGift(deliveryDeps, request.website, requireViewer(request.viewer), request.params.uid),
  )
}
