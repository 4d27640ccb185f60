import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BundleList, BundlesQuery } from '../../../contract/schemas/bundles.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { invalidField } from '../../errors.ts'
import { listBundles } from './service.ts'

const MAX_NAMED = 20

/** The bundles a storefront offers: on an item's page, and in the cart. */
export const bundleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bundles/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Bundles on sale: those holding an item, or those named',
        description: `\`item\`: the bundles holding this item (its page shows them); \`uid__in\`: at most ${MAX_NAMED} bundle uids, comma-separated (the cart's). One of the two is required. A bundle withdrawn from sale, or holding an item not yet published, is left out; nothing while payments are off.`,
        querystring: BundlesQuery,
        response: { 200: BundleList, 400: ApiError },
      },
    },
    async (request) => {
      const { item, uid__in: named } = request.query
      if (item !== undefined && named !== undefined) {
        throw invalidField('uid__in', 'Give either item or uid__in, not both.')
      }
      if (item !== undefined) {
        return listBundles(app.db, request.website, { itemUid: item }, request.viewer)
      }
      if (named === undefined) throw invalidField('item', 'This field is required.')
      const uids = [...new Set(named.split(',').filter((uid) => uid !== ''))]
      if (uids.length > MAX_NAMED) {
        throw invalidField('uid__in', `Ask for at most ${MAX_NAMED} bundles at once.`)
      }
      return listBundles(app.db, request.website, { uids }, request.viewer)
    },
  )
}
