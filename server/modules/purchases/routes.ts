import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const purchasesRoutes: FastifyPluginAsyncTypebox = async () => {}
