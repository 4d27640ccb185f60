import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { DeliveryRequest } from './delivery-service.ts'
import type { MediaStore } from './store.ts'
import { viewerFromCookie } from './viewer-proof.ts'

/** The query of a signed address: viewer, expiry (unix seconds), signature. */
export const SignedQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 64 })),
  e: Type.Optional(Type.String({ maxLength: 16 })),
  s: Type.Optional(Type.String({ maxLength: 64 })),
})

/**
 * What a delivery decision needs of a request for a signed address (VOD's or a live event's):
 * the website, and the viewers it presents by token and by playback cookie.
 */
export function deliveryRequestOf(
  app: FastifyInstance,
  store: MediaStore,
  request: FastifyRequest,
  query: DeliveryRequest['query'],
): DeliveryRequest {
  return {
    db: app.db,
    store,
    secret: app.config.secretKey,
    website: request.website,
    presented: {
      byToken: request.viewer?.uid ?? null,
      byCookie: viewerFromCookie(app.config.secretKey, request.headers.cookie),
    },
    query,
  }
}
