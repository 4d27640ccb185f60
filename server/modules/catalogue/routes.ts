import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  Category,
  CategoriesQuery,
  CategoryList,
  DownloadList,
  Item,
  ItemsPage,
  ItemsQuery,
  Media,
  Plan,
  PlanList,
  PlansQuery,
  SlugParams,
  UidParams,
} from '../../../contract/schemas/catalogue.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { chosenLanguage } from '../../lib/chosen-language.ts'
import { CatalogueCache } from './catalogue-cache.ts'
import { getCategory, listCategories } from './category-service.ts'
import { downloadProofCookie, signedDownloadAddress } from '../media/download-address.ts'
import { listDownloads } from './download-service.ts'
import { getItem, listItems } from './item-service.ts'
import { getMedia, getPlan, listPlans } from './media-plan-service.ts'

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new CatalogueCache()
  const caller = (request: FastifyRequest) => ({
    db: app.db,
    dialect: app.dialect,
    website: request.website,
    viewer: request.viewer,
    // The storefront's own choice (its cookie), as its screens are in it.
    language: chosenLanguage(request.headers.cookie),
    cache,
  })

  /**
   * Visitors all get the same answer until the catalogue changes, so theirs is serialised once
   * and then sent as it is; a signed-in viewer's answer carries their own access.
   */
  const answer = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
  ): Promise<T | FastifyReply> => {
    if (request.viewer) return compute()
    // The route's JSON serializer always returns text.
    const body = await cache.visitorAnswer(
      request.website,
      request.url,
      chosenLanguage(request.headers.cookie),
      async () => reply.serialize(await compute()) as string,
    )
    return reply.type('application/json; charset=utf-8').send(body)
  }

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories of the website, with their parent and children',
        querystring: CategoriesQuery,
        response: { 200: CategoryList },
      },
    },
    async (request) =>
      listCategories(
        app.db,
        request.website.uid,
        request.query,
        chosenLanguage(request.headers.cookie),
      ),
  )

  app.get(
    '/categories/:slug/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One category by its slug',
        params: SlugParams,
        response: { 200: Category },
      },
    },
    async (request) =>
      getCategory(
        app.db,
        request.website.uid,
        request.params.slug,
        chosenLanguage(request.headers.cookie),
      ),
  )

  app.get(
    '/items/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of items: filtered, searched and ordered',
        querystring: ItemsQuery,
        response: { 200: ItemsPage },
      },
    },
    async (request, reply) =>
      answer(request, reply, () => listItems(caller(request), request.query)),
  )

  app.get(
    '/items/:slug/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One item by its slug, with the caller’s access',
        params: SlugParams,
        response: { 200: Item },
      },
    },
    async (request, reply) =>
      answer(request, reply, () => getItem(caller(request), request.params.slug)),
  )

  app.get(
    '/items/:uid/download/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The files of an item the caller may download',
        params: UidParams,
        response: { 200: DownloadList },
      },
    },
    async (request, reply) => {
      const { secretKey } = app.config
      const files = await listDownloads(caller(request), request.params.uid, (fileUid) =>
        signedDownloadAddress(secretKey, fileUid, request.viewer),
      )
      if (request.viewer) {
        const secure = request.protocol === 'https'
        reply.header(
          'set-cookie',
          downloadProofCookie(secretKey, request.headers.cookie, request.viewer, secure),
        )
      }
      return files
    },
  )

  app.get(
    '/medias/:uid/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One media by its uid',
        params: UidParams,
        response: { 200: Media },
      },
    },
    async (request) => getMedia(app.db, request.website.uid, request.params.uid),
  )

  app.get(
    '/billing/plans/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Subscription plans of the website',
        querystring: PlansQuery,
        response: { 200: PlanList },
      },
    },
    async (request) => listPlans(app.db, request.website.uid, request.query.ordering),
  )

  app.get(
    '/billing/plans/:uid/',
    {
      schema: {
        tags: ['billing'],
        summary: 'One subscription plan of the website, private or not',
        description:
          "A private plan is missing from the list and from items' plans: its link (`/?plan={uid}`) asks for it here. 404 for a plan of another website.",
        params: UidParams,
        response: { 200: Plan, 404: ApiError },
      },
    },
    async (request) => getPlan(app.db, request.website.uid, request.params.uid),
  )
}
