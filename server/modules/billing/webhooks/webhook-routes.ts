import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { invalidField, notFound } from '../../../errors.ts'
import { createStripeApi, WebhookSignatureError } from '../stripe/stripe-client.ts'
import { stripeProvider } from '../stripe/stripe-provider.ts'
import { handleStripeEvent } from './webhook-events.ts'

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook/'

const Received = Type.Object({ received: Type.Boolean() })

/**
 * POST /api/stripe/webhook/: Stripe's events. The signature covers the exact bytes sent, so
 * this plugin keeps bodies raw. A missing, forged or stale signature is a 400 that writes
 * nothing; a handler failure is a 500, and Stripe delivers the event again later.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const api = app.config.stripe ? createStripeApi(app.config.stripe) : null
  const provider = api && stripeProvider(api, app.db)
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET)',
        response: { 200: Received },
      },
    },
    async (request) => {
      if (!api || !provider) throw notFound('Stripe is not configured on this server.')
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const header = request.headers['stripe-signature']
      let event
      try {
        event = api.readEvent(body, typeof header === 'string' ? header : undefined)
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw invalidField('stripe-signature', error.message)
        }
        throw error
      }
      const { db, mailer, dialect } = app
      const context = { db, mailer, dialect, provider, log: request.log, api, now: new Date() }
      await handleStripeEvent(context, event)
      return { received: true }
    },
  )
}
