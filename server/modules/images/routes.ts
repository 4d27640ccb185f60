import { createReadStream } from 'node:fs'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Uid } from '../../../contract/common.ts'
import { ApiError } from '../../../contract/errors.ts'
import { THUMBNAIL_OWNERS } from './addresses.ts'
import { categoryIconOf, thumbnailOf, websiteAssetOf, type ImageFile } from './service.ts'

/**
 * A week: addresses do not change when a picture is replaced, so the ETag lets browsers
 * revalidate cheaply afterwards. Versioned, resized addresses come with the media module.
 */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageFile) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', image.etag)
    // The storefront may run on another origin than the API (its base URL is configurable).
    .header('cross-origin-resource-policy', 'cross-origin')
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send()
  return reply
    .type(image.contentType)
    .header('content-length', image.size)
    .send(createReadStream(image.file))
}

const byUid = Type.Object({ uid: Uid })
const notFoundAnswer = { 404: ApiError }

/**
 * Pictures of the website the Host names: thumbnails of medias, playlists, categories and plans
 * (`/images/{owner}/uid/{uid}/thumbnail.jpg`), category icons and the website's own pictures.
 * Registered at the server root, outside the API base path (spec §3 "Image addresses").
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        const { db, config } = app
        const image = await thumbnailOf(
          db,
          config.mediaDir,
          request.website.uid,
          owner,
          request.params.uid,
        )
        return sendImage(request, reply, image)
      },
    )
  }

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
      const image = await categoryIconOf(
        app.db,
        app.config.mediaDir,
        request.website.uid,
        request.params.uid,
      )
      return sendImage(request, reply, image)
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
      const image = await websiteAssetOf(
        app.config.mediaDir,
        request.website.uid,
        request.params.name,
      )
      return sendImage(request, reply, image)
    },
  )
}
