import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Uid } from '../../../contract/schemas/common.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import {
  deliverFile,
  deliverStream,
  type Delivery,
  type DeliveryRequest,
} from './delivery-service.ts'
import { parseRange } from './range.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import type { MediaStore } from './store.ts'
import { deliveryRequestOf, SignedQuery } from './delivery-request.ts'

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 416: ApiError }

/**
 * A signed answer may sit in the viewer's own cache until its address expires, never in a shared
 * one: the app's answers depend on who asks. A redirect is made again for every request, so that a
 * player seeking later gets a fresh presigned address.
 */
function cacheControl(delivery: Delivery): string {
  if (delivery.kind !== 'object') return 'private, no-store'
  const seconds = Math.max(0, Math.min(delivery.expires - Math.floor(Date.now() / 1000), 86_400))
  return `private, max-age=${seconds}`
}

function send(store: MediaStore, request: FastifyRequest, reply: FastifyReply, delivery: Delivery) {
  reply.header('cache-control', cacheControl(delivery))
  if (delivery.kind === 'playlist') {
    return reply.type('application/vnd.apple.mpegurl').send(delivery.body)
  }
  if (delivery.kind === 'redirect') return reply.redirect(delivery.location, 302)
  const { size, modifiedAt } = delivery.object
  reply
    .type(delivery.contentType)
    .header('accept-ranges', 'bytes')
    .header('last-modified', modifiedAt.toUTCString())
  if (delivery.downloadName) {
    reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(delivery.downloadName)}`,
    )
  }
  const range = parseRange(request.headers.range, size)
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .type('application/json; charset=utf-8')
      .header('content-range', `bytes */${size}`)
      .send({ type: 'RangeNotSatisfiable', message: 'The range lies past the end of the file.' })
  }
  if (!range) {
    return reply.header('content-length', size).send(store.open(delivery.key))
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(store.open(delivery.key, range))
}

/**
 * Protected delivery (`/media/...`, at the server root): a media's HLS playlists and segments,
 * its progressive MP4 and captions, and downloadable files, each only on a signed address.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  const deliveryRequest = (request: FastifyRequest, query: DeliveryRequest['query']) =>
    deliveryRequestOf(app, store, request, query)

  app.get(
    '/media/stream/:mediaUid/*',
    {
      schema: {
        tags: ['media'],
        summary: 'HLS playlist, segment, progressive MP4 or captions of a media (signed address)',
        params: Type.Object({ mediaUid: Uid, '*': Type.String({ maxLength: 200 }) }),
        querystring: SignedQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { mediaUid, '*': rest } = request.params
      const delivery = await deliverStream(deliveryRequest(request, request.query), mediaUid, rest)
      return send(store, request, reply, delivery)
    },
  )

  app.get(
    '/media/files/:uid',
    {
      schema: {
        tags: ['media'],
        summary: 'A downloadable file (signed address from GET /items/{uid}/download/)',
        params: Type.Object({ uid: Uid }),
        querystring: SignedQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      const delivery = await deliverFile(
        deliveryRequest(request, request.query),
        request.params.uid,
      )
      return send(store, request, reply, delivery)
    },
  )
}
