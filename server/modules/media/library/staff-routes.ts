import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AdminMediaLibrary,
  AdminMediaLibraryQuery,
} from '../../../../contract/schemas/admin-media-library.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { pictureAddress } from '../../images/picture-addresses.ts'
import { listPage } from '../../../http/list-page.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { findLibraryPage } from './repo.ts'

/** The media library: every video of the website, newest first, to find and to put in playlists. */
export const mediaLibraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/medias/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's medias: every video imported, with where it is shown",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise; \`q\` keeps the medias whose name holds every word.`,
        security: [{ WebsiteToken: [] }],
        querystring: AdminMediaLibraryQuery,
        response: { 200: AdminMediaLibrary, 400: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      requirePermission(request.viewer, 'catalogue.read')
      const { query } = request
      const page = listPage(query, query._sort ? 'ASC' : 'DESC')
      const { total, rows } = await findLibraryPage(
        app.db,
        request.website.uid,
        query.q,
        query._sort ?? 'created_at',
        page,
      )
      return sendList(reply, {
        total,
        rows: rows.map((row) => ({
          ...row,
          thumbnail: pictureAddress('media', row.uid, row.thumbnail),
          playlists_count: Number(row.playlists_count ?? 0),
        })),
      })
    },
  )
}
