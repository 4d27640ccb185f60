import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminBroadcast,
  AdminBroadcastAudience,
  AdminBroadcastAudienceQuery,
  AdminBroadcastChange,
  AdminBroadcastInput,
  AdminBroadcastLanguage,
  AdminBroadcastList,
  AdminBroadcastParams,
  AdminBroadcastPreview,
  AdminBroadcastSend,
  AdminBroadcastsQuery,
} from '../../../../contract/schemas/admin-broadcasts.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { Detail } from '../../../../contract/schemas/index.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { limitStaffMails } from '../../../http/staff-mail-limits.ts'
import { requirePermission } from '../../staff/permissions.ts'
import {
  cancelAdminBroadcast,
  changeAdminBroadcast,
  countBroadcastAudience,
  createAdminBroadcast,
  deleteAdminBroadcast,
  getAdminBroadcast,
  listAdminBroadcasts,
  previewAdminBroadcast,
  sendAdminBroadcast,
  testAdminBroadcast,
  type BroadcastScope,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/**
 * Broadcasts reach the customers' mailboxes and count them by segment: the staff who see
 * customers (`customers.manage`, owners) write and send them; editors run content, not customers.
 */
function scope(request: FastifyRequest): BroadcastScope {
  const staff = requirePermission(request.viewer, 'customers.manage')
  return { db: request.server.db, websiteUid: request.website.uid, staff }
}

/**
 * Mail to segments: staff write a broadcast (French, English optional) for a segment of the
 * customers who accept marketing mail, preview and test it, and send it now or at a set time.
 */
export const adminBroadcastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, queue: () => app.jobs.broadcasts }

  app.get(
    '/broadcasts/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's broadcasts, with their counts",
        description: `${LIST_DESCRIPTION} Newest first; \`status\` filters.`,
        security,
        querystring: AdminBroadcastsQuery,
        response: { 200: AdminBroadcastList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = scope(request)
      return sendList(reply, await listAdminBroadcasts(db, websiteUid, request.query))
    },
  )

  app.get(
    '/broadcasts/audience/',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many customers of a segment would receive a broadcast now',
        description:
          'Customers of the segment who accept marketing mail, neither blocked nor staff. 400 naming `item_uid` or `category_uid` when the segment needs one of the website.',
        security,
        querystring: AdminBroadcastAudienceQuery,
        response: { 200: AdminBroadcastAudience, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request)
      const recipients = await countBroadcastAudience(db, websiteUid, request.query, new Date())
      return { recipients }
    },
  )

  app.get(
    '/broadcasts/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One broadcast, with its counts',
        security,
        params: AdminBroadcastParams,
        response: { 200: AdminBroadcast, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request)
      return getAdminBroadcast(db, websiteUid, request.params.uid)
    },
  )

  app.post(
    '/broadcasts/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Write a broadcast (a draft)',
        description:
          'The subject and rich-text body in French are required; the English ones go together. `bought_item` needs `item_uid`, `watched_category` needs `category_uid`. Written to the audit log.',
        security,
        body: AdminBroadcastInput,
        response: { 201: AdminBroadcast, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminBroadcast(scope(request), request.body)),
  )

  app.patch(
    '/broadcasts/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a broadcast not sent yet',
        description: '409 once it started. Written to the audit log.',
        security,
        params: AdminBroadcastParams,
        body: AdminBroadcastChange,
        response: { 200: AdminBroadcast, ...refusals, 409: ApiError },
      },
    },
    async (request) => changeAdminBroadcast(scope(request), request.params.uid, request.body),
  )

  app.delete(
    '/broadcasts/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a broadcast not sent yet',
        description: '409 once it started. Written to the audit log.',
        security,
        params: AdminBroadcastParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      await deleteAdminBroadcast(scope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/broadcasts/:uid/send/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a broadcast now, or schedule it',
        description:
          'With a `send_at` to come it is scheduled; otherwise its recipients (the segment’s customers who accept marketing mail at that moment) are frozen and a job sends them, throttled by the website’s rate. 409 once sent or canceled. Written to the audit log.',
        security,
        params: AdminBroadcastParams,
        body: AdminBroadcastSend,
        response: { 200: AdminBroadcast, ...refusals, 409: ApiError },
      },
    },
    async (request) =>
      sendAdminBroadcast(
        scope(request),
        deps,
        request.params.uid,
        request.body.send_at,
        new Date(),
      ),
  )

  app.post(
    '/broadcasts/:uid/cancel/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a scheduled or running broadcast',
        description:
          'A running one stops after the batch it is sending; what was sent stays counted. Written to the audit log.',
        security,
        params: AdminBroadcastParams,
        response: { 200: AdminBroadcast, ...refusals, 409: ApiError },
      },
    },
    async (request) => cancelAdminBroadcast(scope(request), request.params.uid, new Date()),
  )

  app.get(
    '/broadcasts/:uid/preview/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The broadcast as a recipient reading a language gets it',
        description:
          'English readers get the English version when there is one, the French one otherwise.',
        security,
        params: AdminBroadcastParams,
        querystring: AdminBroadcastLanguage,
        response: { 200: AdminBroadcastPreview, ...refusals },
      },
    },
    async (request) =>
      previewAdminBroadcast(
        scope(request),
        request.params.uid,
        request.query.language ?? 'fr',
        app.config.secretKey,
      ),
  )

  app.post(
    '/broadcasts/:uid/test/',
    {
      preHandler: limitStaffMails(app),
      schema: {
        tags: ['admin'],
        summary: 'Mail the broadcast to oneself',
        description:
          'To the staff member’s own address, in `language` (French by default), its subject marked as a test.',
        security,
        params: AdminBroadcastParams,
        body: AdminBroadcastLanguage,
        response: { 200: Detail, ...refusals, 429: ApiError },
      },
    },
    async (request) => {
      const language = request.body.language ?? 'fr'
      await testAdminBroadcast(
        scope(request),
        app.mailer,
        request.params.uid,
        language,
        app.config.secretKey,
      )
      return { detail: TEST_SENT }
    },
  )
}

const TEST_SENT = 'The test mail is on its way to your address.'
