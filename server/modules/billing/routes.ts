import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const billingRoutes: FastifyPluginAsyncTypebox = async () => {}

/** The sandbox payment pages (checkout and billing portal) a browser is sent to. */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async () => {}
