import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OnDemandBody, OnDemandRequest } from '../../../contract/schemas/billing.ts'
import { chosenLanguage } from '../../lib/chosen-language.ts'
import { requireViewer } from '../auth/viewer.ts'
import { createOnDemandRequest } from './service.ts'
import { startStaffDigests } from './staff-digest.ts'

export const ondemandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const digests = startStaffDigests({ db: app.db, mailer: app.mailer, log: app.log })
  app.addHook('onReady', async () => {
    await digests.resume()
  })
  app.addHook('onClose', async () => {
    await digests.close()
  })

  app.post(
    '/ondemand/requests/',
    {
      // Before body validation, so a signed-out caller always learns it must sign in first.
      preValidation: async (request) => {
        requireViewer(request.viewer)
      },
      schema: {
        tags: ['ondemand'],
        summary: 'Ask the staff for access to on-demand items',
        security: [{ WebsiteToken: [] }],
        body: OnDemandBody,
        response: { 201: OnDemandRequest },
      },
    },
    async (request, reply) => {
      const answer = await createOnDemandRequest(
        app.db,
        request.website,
        requireViewer(request.viewer),
        request.body,
        chosenLanguage(request.headers.cookie),
      )
      await digests.requested(request.website.uid)
      return reply.status(201).send(answer)
    },
  )
}
