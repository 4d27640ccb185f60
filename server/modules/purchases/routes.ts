import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  PauseBody,
  Purchase,
  Subscription,
  SubscriptionParams,
} from '../../../contract/schemas/billing.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import {
  SUBSCRIPTION_CHANGES,
  SUBSCRIPTIONS_PATH,
  type SubscriptionChange,
} from '../../../contract/values/subscriptions.ts'
import { requireViewer } from '../auth/viewer.ts'
import {
  acceptWinbackOffer,
  changeSubscription,
  endSubscriptionPause,
  listPurchases,
  listSubscriptions,
  pauseSubscription,
} from './service.ts'
import { chosenLanguage } from '../../lib/chosen-language.ts'
import { mailSubscriptionCanceled } from './subscription-canceled-mail.ts'

/** Runs before params validation, so a signed-out caller always learns it must sign in first. */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireViewer(request.viewer)
}

const CHANGE_SUMMARIES: Record<SubscriptionChange, string> = {
  cancel: 'Stop renewing a subscription: access lasts until the end of the period paid for',
  resume: 'Renew again a subscription that was cancelled, before its period ends',
}

export const purchasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/purchases/',
    {
      schema: {
        tags: ['purchases'],
        summary: 'What the signed-in user bought, newest first',
        security: [{ WebsiteToken: [] }],
        response: { 200: Type.Array(Purchase) },
      },
    },
    async (request) =>
      listPurchases({
        db: app.db,
        website: request.website,
        viewer: requireViewer(request.viewer),
      }),
  )

  app.get(
    SUBSCRIPTIONS_PATH,
    {
      schema: {
        tags: ['purchases'],
        summary: 'The signed-in user’s subscriptions that open items now',
        security: [{ WebsiteToken: [] }],
        response: { 200: Type.Array(Subscription) },
      },
    },
    async (request) =>
      listSubscriptions({
        db: app.db,
        website: request.website,
        viewer: requireViewer(request.viewer),
      }),
  )

  for (const change of SUBSCRIPTION_CHANGES) {
    app.post(
      `${SUBSCRIPTIONS_PATH}:uid/${change}/`,
      {
        preValidation: signedIn,
        schema: {
          tags: ['purchases'],
          summary: CHANGE_SUMMARIES[change],
          description:
            'Idempotent: asking again answers the subscription unchanged. 404 when `uid` is not a live subscription of the signed-in user on this website.',
          security: [{ WebsiteToken: [] }],
          params: SubscriptionParams,
          response: { 200: Subscription, 404: ApiError, 409: ApiError },
        },
      },
      async (request) => {
        const viewer = requireViewer(request.viewer)
        const { website } = request
        const caller = { db: app.db, website, viewer, config: app.config }
        const { subscription, stoppedNow } = await changeSubscription(
          caller,
          request.params.uid,
          change,
        )
        if (stoppedNow) {
          const language = chosenLanguage(request.headers.cookie)
          // Cancelled whatever becomes of the notice: a queue outage is only logged.
          await mailSubscriptionCanceled(app.mailer, website, viewer, subscription, language).catch(
            (error: unknown) =>
              request.log.error({ err: error }, 'subscription canceled mail failed'),
          )
        }
        return subscription
      },
    )
  }

  app.post(
    `${SUBSCRIPTIONS_PATH}:uid/pause/`,
    {
      preValidation: signedIn,
      schema: {
        tags: ['purchases'],
        summary: 'Pause a subscription for some months instead of cancelling it',
        description:
          'No renewal and no access until the pause ends by itself. 400 naming `months` beyond what the site allows; 409 when the site offers no pause or the subscription is not active and renewing.',
        security: [{ WebsiteToken: [] }],
        params: SubscriptionParams,
        body: PauseBody,
        response: { 200: Subscription, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const caller = subscriberOf(request)
      return pauseSubscription(caller, request.params.uid, request.body.months)
    },
  )

  app.post(
    `${SUBSCRIPTIONS_PATH}:uid/end-pause/`,
    {
      preValidation: signedIn,
      schema: {
        tags: ['purchases'],
        summary: 'End the pause of a subscription now',
        description: 'Idempotent: a subscription that is not paused answers unchanged.',
        security: [{ WebsiteToken: [] }],
        params: SubscriptionParams,
        response: { 200: Subscription, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => endSubscriptionPause(subscriberOf(request), request.params.uid),
  )

  app.post(
    `${SUBSCRIPTIONS_PATH}:uid/winback/`,
    {
      preValidation: signedIn,
      schema: {
        tags: ['purchases'],
        summary: 'Take the win-back offer instead of cancelling',
        description:
          'The subscription goes on renewing, its next renewals discounted as `winback_offer` said. Made once per subscription: 409 when there is none to take (the site makes none, it was made before, or the subscription is not active and renewing).',
        security: [{ WebsiteToken: [] }],
        params: SubscriptionParams,
        response: { 200: Subscription, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => acceptWinbackOffer(subscriberOf(request), request.params.uid),
  )

  function subscriberOf(request: FastifyRequest) {
    const viewer = requireViewer(request.viewer)
    return { db: app.db, website: request.website, viewer, config: app.config }
  }
}
