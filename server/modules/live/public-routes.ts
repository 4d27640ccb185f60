import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { Uid } from '../../../contract/schemas/common.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LiveOnPublish, LivePlayback } from '../../../contract/schemas/live.ts'
import { forbidden, notFound } from '../../errors.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { isPublishedFor } from '../access/publication.ts'
import { findItemByUid } from '../catalogue/item-service.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from '../media/signing.ts'
import { deliveryRequestOf, SignedQuery } from '../media/delivery-request.ts'
import { playbackCookie } from '../media/viewer-proof.ts'
import { deliverLive } from './delivery.ts'
import { liveCalendar } from './calendar.ts'
import { findLiveEvent } from './repo.ts'
import { checkStreamKey } from './service.ts'
import { viewLiveEvent } from './viewing.ts'

/** What viewers and nginx ask of live events (issue 45). */
export const livePublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)

  /** A live item the viewer may see (published, or staff's), with its event. */
  async function liveItem(request: FastifyRequest, itemUid: string, now: Date) {
    const { website, viewer } = request
    const item = await findItemByUid(app.db, website.uid, itemUid)
    if (
      !item ||
      item.content_object_type !== 'live' ||
      !isPublishedFor(item.published_at, viewer, now)
    ) {
      throw notFound('No such live item.')
    }
    const event = await findLiveEvent(app.db, website.uid, item.content_object_uid)
    if (!event) throw notFound('No such live item.')
    return { item, event }
  }

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
      const { config } = app
      const { website, viewer } = request
      const now = new Date()
      const { item, event } = await liveItem(request, request.params.itemUid, now)
      const viewing = await viewLiveEvent(
        app.db,
        config.secretKey,
        website,
        viewer,
        item,
        event,
        now,
      )
      const { grant, hls } = viewing
      if (hls && grant.viewerId !== ANONYMOUS_VIEWER) {
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
      reply.header('cache-control', 'private, no-store')
      return {
        status: viewing.status,
        starts_at: event.starts_at,
        expected_duration: event.expected_duration,
        has_access: grant.has_access,
        hls,
        replay: viewing.replay,
        replay_media_uid: viewing.replayMediaUid,
      }
    },
  )

  app.get(
    `${API_BASE}/live/:itemUid/calendar.ics`,
    {
      schema: {
        tags: ['live'],
        summary: 'A live item\'s times as an iCalendar file ("Ajouter au calendrier")',
        params: Type.Object({ itemUid: Uid }),
        response: { 200: Type.String(), 404: ApiError },
      },
    },
    async (request, reply) => {
      const { item, event } = await liveItem(request, request.params.itemUid, new Date())
      const { publicUrl } = request.website
      const body = liveCalendar({
        uid: event.uid,
        name: item.name,
        startsAt: new Date(event.starts_at),
        duration: event.expected_duration,
        url: `${publicUrl.replace(/\/$/, '')}/${encodeURIComponent(item.slug)}`,
        website: new URL(publicUrl).host,
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${item.slug}.ics"`)
        .header('cache-control', 'private, no-cache')
        .send(body)
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
        `${request.ip}\n${request.headers['user-agent'] ?? ''}`,
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
