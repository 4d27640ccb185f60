import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ContactAnswer, ContactBody } from '../../../contract/schemas/contact.ts'
import { bodyEmail, limitAttemptsPerIpAndAccount } from '../../http/attempt-limits.ts'
import { CONTACT_SENT, sendContactMessage } from './service.ts'

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team of the website',
        body: ContactBody,
        response: { 201: ContactAnswer },
      },
      preHandler: limitAttemptsPerIpAndAccount(app, 'contact', bodyEmail),
    },
    async (request, reply) => {
      await sendContactMessage(
        { db: app.db, mailer: app.mailer, log: request.log },
        request.website,
        request.body,
      )
      return reply.status(201).send({ detail: CONTACT_SENT })
    },
  )
}
