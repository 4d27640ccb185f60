import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  AdminApiKey,
  AdminApiKeyCreated,
  AdminApiKeyInput,
  AdminApiKeyList,
  AdminIntegrationParams,
  AdminWebhook,
  AdminWebhookChange,
  AdminWebhookDeliveriesQuery,
  AdminWebhookDelivery,
  AdminWebhookDeliveryList,
  AdminWebhookInput,
  AdminWebhookList,
} from '../../../contract/schemas/admin-integrations.ts'
import { LIST_QUERY_FIELDS } from '../../../contract/schemas/admin-list-query.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { createApiKey, listApiKeys, revokeKey } from './api-keys.ts'
import { integrationScope } from './scope.ts'
import {
  changeWebhook,
  createWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  resendDelivery,
} from './webhooks.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError }
const ListQuery = Type.Object(LIST_QUERY_FIELDS)
const OWNERS =
  'Owners only (`settings.manage`), signed in: an API key is refused here. Written to the audit log.'

/**
 * Integrations (issue 46 part 5): the staff API's keys, and the webhooks that tell other
 * services what happens on the website, with their deliveries log.
 */
export const integrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rules = () => ({ allowPrivate: app.config.webhookAllowPrivate })

  app.get(
    '/api-keys/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's API keys, revoked ones included",
        description: `${LIST_DESCRIPTION} Newest first. Owners only, signed in.`,
        security,
        querystring: ListQuery,
        response: { 200: AdminApiKeyList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = integrationScope(request)
      return sendList(reply, await listApiKeys(db, websiteUid, request.query))
    },
  )

  app.post(
    '/api-keys/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an API key',
        description: `The answer's \`secret\` is the key, shown this once: only its SHA-256 is kept. Call the staff API with \`Authorization: Bearer <secret>\`. \`read_only\` reads and changes nothing. ${OWNERS}`,
        security,
        body: AdminApiKeyInput,
        response: { 201: AdminApiKeyCreated, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(integrationScope(request), request.body)),
  )

  app.delete(
    '/api-keys/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke an API key',
        description: `It is refused from the next call on; the key stays listed, revoked. ${OWNERS}`,
        security,
        params: AdminIntegrationParams,
        response: { 200: AdminApiKey, ...refusals },
      },
    },
    async (request) => revokeKey(integrationScope(request), request.params.uid),
  )

  app.get(
    '/webhooks/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's webhook endpoints",
        description: `${LIST_DESCRIPTION} Newest first. Owners only, signed in.`,
        security,
        querystring: ListQuery,
        response: { 200: AdminWebhookList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = integrationScope(request)
      return sendList(reply, await listWebhooks(db, websiteUid, request.query))
    },
  )

  app.get(
    '/webhooks/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One webhook endpoint, with its signing secret',
        security,
        params: AdminIntegrationParams,
        response: { 200: AdminWebhook, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = integrationScope(request)
      return getWebhook(db, websiteUid, request.params.uid)
    },
  )

  app.post(
    '/webhooks/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Register a webhook endpoint',
        description: `An https URL on a public address (400 naming \`url\` otherwise) and the events it wants. Each delivery is a POST of \`{id, type, created_at, data}\` signed in the \`Vitrine-Signature\` header as \`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>\`; a non-2xx answer is tried again with backoff for 72 hours; \`id\` is the same in every try. ${OWNERS}`,
        security,
        body: AdminWebhookInput,
        response: { 201: AdminWebhook, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(integrationScope(request), rules(), request.body)),
  )

  app.patch(
    '/webhooks/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a webhook endpoint',
        description: `Only the fields sent change. ${OWNERS}`,
        security,
        params: AdminIntegrationParams,
        body: AdminWebhookChange,
        response: { 200: AdminWebhook, ...refusals },
      },
    },
    async (request) =>
      changeWebhook(integrationScope(request), rules(), request.params.uid, request.body),
  )

  app.delete(
    '/webhooks/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a webhook endpoint and its deliveries log',
        description: `Deliveries still waiting are not sent. ${OWNERS}`,
        security,
        params: AdminIntegrationParams,
        response: { 204: Type.Null(), ...refusals },
      },
    },
    async (request, reply) => {
      await removeWebhook(integrationScope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/webhook-deliveries/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The deliveries log',
        description: `${LIST_DESCRIPTION} Newest first; \`endpoint_uid\` keeps one endpoint's. Owners only, signed in.`,
        security,
        querystring: AdminWebhookDeliveriesQuery,
        response: { 200: AdminWebhookDeliveryList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = integrationScope(request)
      return sendList(reply, await listDeliveries(db, websiteUid, request.query))
    },
  )

  app.post(
    '/webhook-deliveries/:uid/resend/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a delivery again',
        description: `The same event (same \`id\`) to the same endpoint, as a new delivery in the log, sent within a second. ${OWNERS}`,
        security,
        params: AdminIntegrationParams,
        response: { 201: AdminWebhookDelivery, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await resendDelivery(integrationScope(request), request.params.uid)),
  )
}
