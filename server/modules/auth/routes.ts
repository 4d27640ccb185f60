import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const authRoutes: FastifyPluginAsyncTypebox = async () => {}
