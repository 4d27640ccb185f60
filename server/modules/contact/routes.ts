import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const contactRoutes: FastifyPluginAsyncTypebox = async () => {}
