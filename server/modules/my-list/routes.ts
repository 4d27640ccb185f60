import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Item, UidParams } from '../../../contract/schemas/catalogue.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { requireViewer } from '../auth/viewer.ts'
import { addToMyList, getMyList, removeFromMyList } from './service.ts'

const security = [{ WebsiteToken: [] }]

/** "Ma liste": the items a signed-in viewer keeps to watch later. */
export const myListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caller = (request: FastifyRequest) => ({
    db: app.db,
    website: request.website,
    viewer: requireViewer(request.viewer),
  })

  app.get(
    '/me/list/',
    {
      schema: {
        tags: ['my list'],
        summary: 'The items of the signed-in user’s list, last added first',
        security,
        response: { 200: Type.Array(Item), 401: ApiError },
      },
    },
    async (request) => getMyList(caller(request)),
  )

  app.put(
    '/me/list/:uid/',
    {
      schema: {
        tags: ['my list'],
        summary: 'Keep an item in the list (again: no change)',
        security,
        params: UidParams,
        response: { 204: Type.Null(), 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await addToMyList(caller(request), request.params.uid)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/me/list/:uid/',
    {
      schema: {
        tags: ['my list'],
        summary: 'Take an item out of the list (absent: no change)',
        security,
        params: UidParams,
        response: { 204: Type.Null(), 401: ApiError },
      },
    },
    async (request, reply) => {
      await removeFromMyList(caller(request), request.params.uid)
      return reply.status(204).send(null)
    },
  )
}
