import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { AppError, forbidden, notFound } from '../../../errors.ts'
import { asksForPage } from '../../../http/asks-for-page.ts'
import { chosenLanguage } from '../../../lib/chosen-language.ts'
import { safeReturnPath } from '../../../../contract/values/return-path.ts'
import { successPath } from '../return-paths.ts'
import { sandboxBuyerOf } from './sandbox-buyer.ts'
import { sandboxCheckoutPath } from './sandbox-paths.ts'
import { billingPage, checkoutPage, messagePage } from './sandbox-pages.ts'
import { sandboxProvider } from './sandbox-provider.ts'
import { SANDBOX_TEXTS, type SandboxTexts } from './sandbox-texts.ts'
import {
  cancelPortalSubscription,
  cancelSandboxOrder,
  findBuyersSandboxOrder,
  paySandboxOrder,
  portalSubscriptions,
} from './sandbox-service.ts'

const OrderParams = Type.Object({ orderUid: Type.String() })
/** The page the buyer comes back to; anything but a path of this site means the home page. */
const ReturnQuery = Type.Object({ return: Type.Optional(Type.String()) })
const returnPathOf = (query: { return?: string | undefined }) => safeReturnPath(query.return) ?? '/'
const TokenParams = Type.Object({ token: Type.String() })
const CancelParams = Type.Object({ token: Type.String(), subscriptionUid: Type.String() })
const tags = ['sandbox']

const NOT_THE_BUYER = 'Only the buyer who started this checkout may pay or cancel it.'

/** The language of the storefront the visitor comes from (its `language` cookie), else French. */
const languageOf = (request: FastifyRequest) => chosenLanguage(request.headers.cookie)

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('vary', 'accept')
    .type('text/html; charset=utf-8')
    .send(body)
}

/** The sandbox payment pages (checkout and billing portal) a browser is sent to. */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // These pages take payment for the sandbox's own orders, even once Stripe is configured.
  const provider = sandboxProvider(app.config.secretKey)
  /** A failure as a page to a browser, in the `{type, message}` shape to any other client. */
  const failure = (
    request: FastifyRequest,
    reply: FastifyReply,
    error: AppError,
    words: (texts: SandboxTexts) => [string, string],
  ) => {
    if (!asksForPage(request.headers.accept)) throw error
    const language = languageOf(request)
    const [title, text] = words(SANDBOX_TEXTS[language])
    const page = messagePage(title, text, request.website.settings.name, language)
    return sendPage(reply, error.status, page)
  }
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    failure(request, reply, notFound('No such order.'), (texts) => [
      texts.notFoundTitle,
      texts.notFoundText,
    ])
  const forbiddenPage = (request: FastifyRequest, reply: FastifyReply) =>
    failure(
      request,
      reply,
      forbidden('This billing link has expired or is not valid.'),
      (texts) => [texts.expiredTitle, texts.expiredText],
    )
  const notTheBuyerPage = (request: FastifyRequest, reply: FastifyReply) =>
    failure(request, reply, forbidden(NOT_THE_BUYER), (texts) => [
      texts.notTheBuyerTitle,
      texts.notTheBuyerText,
    ])
  /** The order of the request's path, if the request proves its buyer (see sandbox-buyer.ts). */
  const buyersOrder = (request: FastifyRequest, orderUid: string) => {
    const { website } = request
    const buyer = sandboxBuyerOf(app.config.secretKey, website.uid, request.headers.cookie)
    return findBuyersSandboxOrder(app.db, website, orderUid, buyer)
  }

  app.get(
    '/sandbox/checkout/:orderUid',
    {
      schema: {
        tags,
        summary: 'Sandbox checkout page',
        params: OrderParams,
        querystring: ReturnQuery,
      },
    },
    async (request, reply) => {
      const { name } = request.website.settings
      const order = await buyersOrder(request, request.params.orderUid)
      if (order === 'not-found') return notFoundPage(request, reply)
      if (order === 'not-buyer') return notTheBuyerPage(request, reply)
      return sendPage(
        reply,
        200,
        checkoutPage(order, name, languageOf(request), returnPathOf(request.query)),
      )
    },
  )

  app.post(
    '/sandbox/checkout/:orderUid/pay',
    {
      schema: {
        tags,
        summary: 'Pay a sandbox order',
        params: OrderParams,
        querystring: ReturnQuery,
      },
    },
    async (request, reply) => {
      const { orderUid } = request.params
      const order = await buyersOrder(request, orderUid)
      if (order === 'not-found') return notFoundPage(request, reply)
      if (order === 'not-buyer') throw forbidden(NOT_THE_BUYER)
      const { db, mailer, dialect } = app
      const context = { db, mailer, dialect, provider, log: request.log }
      const status = await paySandboxOrder(context, order, new Date())
      if (!status) return notFoundPage(request, reply)
      // A duplicate refunded rather than granted: the success page tells the buyer so.
      const returnPath = returnPathOf(request.query)
      if (status === 'paid' || status === 'refunded') {
        return reply.redirect(successPath(encodeURIComponent(orderUid), returnPath), 303)
      }
      return reply.redirect(sandboxCheckoutPath(orderUid, returnPath), 303)
    },
  )

  app.post(
    '/sandbox/checkout/:orderUid/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a sandbox order',
        params: OrderParams,
        querystring: ReturnQuery,
      },
    },
    async (request, reply) => {
      const order = await buyersOrder(request, request.params.orderUid)
      if (order === 'not-found') return notFoundPage(request, reply)
      if (order === 'not-buyer') throw forbidden(NOT_THE_BUYER)
      await cancelSandboxOrder(app.db, order)
      return reply.redirect(returnPathOf(request.query), 303)
    },
  )

  app.get(
    '/sandbox/billing/:token',
    { schema: { tags, summary: 'Sandbox billing page', params: TokenParams } },
    async (request, reply) => {
      const { settings } = request.website
      const { token } = request.params
      const subscriptions = await portalSubscriptions(
        app.db,
        app.config.secretKey,
        request.website,
        token,
      )
      if (!subscriptions) return forbiddenPage(request, reply)
      const { monetization_currency: currency, name } = settings
      const body = billingPage(subscriptions, currency, token, name, languageOf(request))
      return sendPage(reply, 200, body)
    },
  )

  app.post(
    '/sandbox/billing/:token/subscriptions/:subscriptionUid/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a subscription from the sandbox billing page',
        params: CancelParams,
      },
    },
    async (request, reply) => {
      const { token, subscriptionUid } = request.params
      const canceled = await cancelPortalSubscription(
        app.db,
        app.config.secretKey,
        request.website,
        token,
        subscriptionUid,
        new Date(),
      )
      if (!canceled) return forbiddenPage(request, reply)
      return reply.redirect(`/sandbox/billing/${encodeURIComponent(token)}`, 303)
    },
  )
}
