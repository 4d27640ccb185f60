import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AdminItemChange,
  AdminItemDetail,
  AdminItemList,
  AdminItemParams,
  AdminItemsQuery,
  AdminPlaylistInput,
  MediasGivenAwayError,
} from '../../../../contract/schemas/admin-items.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { mediaStoreOf } from '../../../storage/media-store.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { changeAdminItem, deleteAdminItem } from './edit-service.ts'
import { createAdminPlaylist } from './playlist-service.ts'
import { getAdminItem, listAdminItems, type CatalogueScope } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/** The staff's catalogue: every item of the website, whatever its visibility or date. */
export const adminItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  const scope = (request: { website: { uid: string } }): CatalogueScope => ({
    db: app.db,
    dialect: app.dialect,
    websiteUid: request.website.uid,
  })

  app.get(
    '/items/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's items, published or not, of every visibility",
        description: `${LIST_DESCRIPTION} Sorted by name (French order) unless \`_sort\` says otherwise; \`q\` searches the items' words as the storefront's search does.`,
        security,
        querystring: AdminItemsQuery,
        response: { 200: AdminItemList, ...refusals },
      },
    },
    async (request, reply) => {
      requirePermission(request.viewer, 'catalogue.read')
      return sendList(reply, await listAdminItems(scope(request), request.query))
    },
  )

  app.get(
    '/items/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One item of the website, with its excerpt and prices',
        security,
        params: AdminItemParams,
        response: { 200: AdminItemDetail, ...refusals, 404: ApiError },
      },
    },
    async (request) => {
      requirePermission(request.viewer, 'catalogue.read')
      return getAdminItem(scope(request), request.params.uid)
    },
  )

  app.post(
    '/items/',
    {
      schema: {
        tags: ['admin'],
        summary: "Create a playlist: a series or a collection of the website's medias",
        description:
          "A media's item comes from its upload; this one shows a new playlist holding `media_uids` in that order. It starts unpublished, and public unless `visibility_type` says otherwise (`catalogue.publish`): price and publish it with PATCH. A media of another website answers 400; a playlist that would let anyone watch a media whose own item is closed answers 409 naming them in `medias_given_away`, unless `confirm_medias_given_away` (`catalogue.prices`) says staff mean it. Needs `catalogue.edit`. Written to the audit log.",
        security,
        body: AdminPlaylistInput,
        response: { 201: AdminItemDetail, ...refusals, 409: MediasGivenAwayError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminPlaylist(scope(request), request.viewer, request.body)),
  )

  app.patch(
    '/items/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change an item: its texts, categories, visibility, publication and prices',
        description:
          "Fields left out stay as they are. `medias` (a playlist's only) is its whole new list, in order, with seasons. Changing who may watch is not a contributor's: `published_at` and `visibility_type` need the `catalogue.publish` permission; `prices`, `monetization_enabled`, `is_content_downloadable` and `confirm_medias_given_away` the `catalogue.prices` one (a field sent unchanged needs nothing); `prices` is the whole new list, and a price customers bought can be neither removed nor given other downloads (409). Written to the audit log with the item before and after.",
        security,
        params: AdminItemParams,
        body: AdminItemChange,
        response: { 200: AdminItemDetail, ...refusals, 404: ApiError, 409: MediasGivenAwayError },
      },
    },
    async (request) =>
      changeAdminItem(scope(request), request.viewer, request.params.uid, request.body),
  )

  app.delete(
    '/items/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an item that no customer bought or asked for',
        description:
          'Needs the `catalogue.delete` permission (owners and editors). An item customers bought or requested answers 409: make it private instead. Its media goes with it, with its files in the store (renditions, HD and source files, captions, pictures, bonus files) and its trailer, unless another item, playlist or media still uses them; a playlist item takes its playlist and the medias nothing else uses. Written to the audit log: the item, and each media removed.',
        security,
        params: AdminItemParams,
        response: { 204: Type.Null(), ...refusals, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      await deleteAdminItem(scope(request), request.viewer, request.params.uid, {
        store,
        log: request.log,
      })
      return reply.code(204).send(null)
    },
  )
}
