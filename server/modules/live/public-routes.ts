import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { Uid } from '../../../contract/schemas/common.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LiveOnPublish, LivePlayback } from '../../../contract/schemas/live.ts'
import { LIVE_STATUSES, type LiveStatus } from '../../../contract/values/live.ts'
import { forbidden, notFound } from '../../errors.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { isPublishedFor } from '../access/publication.ts'
import { findItemByUid } from '../catalogue/item-service.ts'
import { grantForItems } from '../media/access-service.ts'
import { START_SECONDS } from '../media/delivery-service.ts'
import { ANONYMOUS_VIEWER, secondsFromNow, signQuery } from '../media/signing.ts'
import { deliveryRequestOf, SignedQuery } from '../media/delivery-request.ts'
import { playbackCookie } from '../media/viewer-proof.ts'
import { deliverLive, livePath } from './delivery.ts'
import { LIVE_MASTER } from './ingest-packager.ts'
import { findLiveEvent } from './repo.ts'
import { checkStreamKey } from './service.ts'

const WATCHABLE: readonly LiveStatus[] = ['on_air', 'reconnecting']

/** What viewers and nginx ask of live events (issue 45). */
export const livePublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)

  app.get(
    `${API_BASE}/live/:itemUid/playback/`,
    {
      schema: {
        tags: ['live'],
        summary: "A live item's status and, for a viewer with access while it is on, its stream",
        params: Type.Object({ itemUid: Uid }),
        response: { 200: LivePlayback, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { db, config } = app
      const { website, viewer } = request
      const now = new Date()
      const item = await findItemByUid(db, website.uid, request.params.itemUid)
      if (
        !item ||
        item.content_object_type !== 'live' ||
        !isPublishedFor(item.published_at, viewer, now)
      ) {
        throw notFound('No such live item.')
      }
      const event = await findLiveEvent(db, website.uid, item.content_object_uid)
      if (!event) throw notFound('No such live item.')
      const status = LIVE_STATUSES.find((known) => known === event.status) ?? 'waiting'
      const grant = await grantForItems(db, website, viewer, [item], now)
      let hls: string | null = null
      if (grant.has_access && WATCHABLE.includes(status)) {
        const expires = secondsFromNow(START_SECONDS, now)
        const query = signQuery(config.secretKey, {
          scope: { kind: 'live', eventUid: event.uid },
          viewerId: grant.viewerId,
          expires,
        })
        hls = `${livePath(event.uid, LIVE_MASTER)}?${query}`
        if (grant.viewerId !== ANONYMOUS_VIEWER) {
          const until = secondsFromNow(event.expected_duration + 3 * 3600, now)
          reply.header(
            'set-cookie',
            playbackCookie(
              config.secretKey,
              request.headers.cookie,
              grant.viewerId,
              until,
              request.protocol === 'https',
            ),
          )
        }
      }
      reply.header('cache-control', 'private, no-store')
      return {
        status,
        starts_at: event.starts_at,
        expected_duration: event.expected_duration,
        has_access: grant.has_access,
        hls,
      }
    },
  )

  app.get(
    '/media/live/:eventUid/*',
    {
      schema: {
        tags: ['live'],
        summary: 'Live HLS playlist or segment of an event (signed address)',
        params: Type.Object({ eventUid: Uid, '*': Type.String({ maxLength: 100 }) }),
        querystring: SignedQuery,
        response: { 200: Type.Unknown(), 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { eventUid, '*': rest } = request.params
      const delivery = await deliverLive(
        deliveryRequestOf(app, store, request, request.query),
        eventUid,
        rest,
      )
      if (delivery.kind === 'playlist') {
        return reply
          .header('cache-control', 'private, no-store')
          .type('application/vnd.apple.mpegurl')
          .send(delivery.body)
      }
      const seconds = Math.max(
        0,
        Math.min(delivery.expires - Math.floor(Date.now() / 1000), 86_400),
      )
      return reply
        .header('cache-control', `private, max-age=${seconds}`)
        .header('content-length', delivery.object.size)
        .type(delivery.contentType)
        .send(store.open(delivery.key))
    },
  )

  app.post(
    '/api/live/on-publish/',
    {
      schema: {
        tags: ['live'],
        summary: "nginx RTMP's on_publish: 2xx lets a publisher in, 4xx refuses it",
        description:
          'Form-encoded as nginx sends it; `name` is the stream key. Refused: an unknown key, an ended or expired event, an event someone publishes on already. Nothing is written: the stream nginx then pushes to the ingest takes the event.',
        body: LiveOnPublish,
        response: { 200: Type.Object({ ok: Type.Boolean() }), 400: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const checked = await checkStreamKey(app.db, request.body.name)
      if ('refusal' in checked) throw forbidden(`Stream refused: ${checked.refusal}.`)
      return { ok: true }
    },
  )
}
