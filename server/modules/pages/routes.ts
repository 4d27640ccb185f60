import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const pagesRoutes: FastifyPluginAsyncTypebox = async () => {}

/** Routes outside the public base path: GET /api/snippets/legal/. */
export const snippetRoutes: FastifyPluginAsyncTypebox = async () => {}
