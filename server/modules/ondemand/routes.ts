import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const ondemandRoutes: FastifyPluginAsyncTypebox = async () => {}
