import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Uid } from '../../../contract/schemas/common.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { loginForced, type Website } from '../websites/service.ts'
import { THUMBNAIL_OWNERS } from './addresses.ts'
import { negotiateFormat } from './formats.ts'
import type { ImageFile } from './image-file.ts'
import { parseTarget, parseWidth } from './resized-address.ts'
import { categoryIconOf, resizedThumbnailOf, thumbnailOf, websiteAssetOf } from './service.ts'

/**
 * A week: addresses do not change when a picture is replaced, so the ETag lets browsers
 * revalidate cheaply afterwards.
 */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'
/** An address carrying the picture's current version changes with the picture. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * On a website that forces login the catalogue's pictures are for its members
 * (app/forced-login.ts): a browser may keep them, a shared cache never.
 */
const forWebsite = (website: Website, cacheControl: string) =>
  loginForced(website) ? cacheControl.replace(/^public\b/, 'private') : cacheControl

/** If-None-Match may list several tags, weak or not, or `*`. */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: ImageFile,
  cacheControl = CACHE_CONTROL,
) {
  reply
    .header('cache-control', cacheControl)
    .header('etag', image.etag)
    // The storefront may run on another origin than the API (its base URL is configurable).
    .header('cross-origin-resource-policy', 'cross-origin')
  if (alreadyHeld(request.headers['if-none-match'], image.etag)) return reply.status(304).send()
  return reply
    .type(image.contentType)
    .header('content-length', image.size)
    .send(image.data ?? image.open())
}

const byUid = Type.Object({ uid: Uid })
const notFoundAnswer = { 404: ApiError }

/**
 * Pictures of the website the Host names: thumbnails of medias, playlists, live events, categories and plans
 * (`/images/{owner}/uid/{uid}/thumbnail.jpg`), category icons and the website's own pictures.
 * Registered at the server root, outside the API base path (spec §3 "Image addresses").
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  for (const owner of THUMBNAIL_OWNERS) {
    app.get(
      `/images/${owner}/uid/:uid/thumbnail.jpg`,
      {
        schema: {
          tags: ['images'],
          summary: `Thumbnail of a ${owner}`,
          params: byUid,
          response: notFoundAnswer,
        },
      },
      async (request, reply) => {
        const image = await thumbnailOf(
          app.db,
          store,
          request.website.uid,
          owner,
          request.params.uid,
        )
        return sendImage(request, reply, image, forWebsite(request.website, CACHE_CONTROL))
      },
    )
  }

  app.get(
    '/images/:size/:target/thumbnail.jpg',
    {
      schema: {
        tags: ['images'],
        summary: 'A thumbnail resized to one of the allowed widths, as AVIF, WebP or JPEG',
        description:
          '`size` is `w:{width}` (160, 240, 320, 480, 640, 960, 1280 or 1920); `target` is ' +
          '`{media|playlist|category|plan|live}:uid:{uid}`. Never enlarged. The format follows Accept.',
        params: Type.Object({
          size: Type.String(),
          target: Type.String({ maxLength: 100 }),
        }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 400: ApiError, ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const width = parseWidth(request.params.size)
      const target = parseTarget(request.params.target)
      const format = negotiateFormat(request.headers.accept)
      const image = await resizedThumbnailOf(
        app.db,
        store,
        request.website.uid,
        target,
        width,
        format,
      )
      reply.header('vary', 'accept')
      const versioned = request.query.v !== undefined && request.query.v === image.version
      const cacheControl = versioned ? IMMUTABLE : CACHE_CONTROL
      return sendImage(request, reply, image, forWebsite(request.website, cacheControl))
    },
  )

  app.get(
    '/images/category/uid/:uid/icon.png',
    {
      schema: {
        tags: ['images'],
        summary: 'Icon of a category',
        params: byUid,
        response: notFoundAnswer,
      },
    },
    async (request, reply) => {
      const image = await categoryIconOf(app.db, store, request.website.uid, request.params.uid)
      return sendImage(request, reply, image, forWebsite(request.website, CACHE_CONTROL))
    },
  )

  app.get(
    '/images/website/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A picture of the website: logo, backgrounds, block pictures',
        params: Type.Object({ name: Type.String({ maxLength: 120 }) }),
        response: notFoundAnswer,
      },
    },
    async (request, reply) => {
      const image = await websiteAssetOf(store, request.website.uid, request.params.name)
      return sendImage(request, reply, image)
    },
  )
}
