import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import {
  DataExport,
  DataExportCreate,
  DataExportList,
  DataExportParams,
  DataExportsQuery,
} from '../../../contract/schemas/admin-data-exports.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import {
  DATA_EXPORT_KINDS,
  DATA_EXPORT_PERMISSIONS,
  dataExportFileName,
} from '../../../contract/values/admin-data-exports.ts'
import { requestLanguage } from '../../lib/chosen-language.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { createDataExport, exportKindsOf, listDataExports, readyDataExport } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }
const KINDS_RULE = `${DATA_EXPORT_KINDS.map((kind) => `An export of ${kind} takes \`${DATA_EXPORT_PERMISSIONS[kind]}\`.`).join(' ')} Staff see only the exports they could ask for.`

/**
 * CSV exports of the website's customers and orders: asked for here, written by a background
 * job (export-job.ts), downloaded once ready.
 */
export const dataExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)

  app.get(
    '/data-exports/',
    {
      schema: {
        tags: ['admin'],
        summary: "Exports of the website's customers and orders, and where each stands",
        description: `${LIST_DESCRIPTION} Newest first. ${KINDS_RULE}`,
        security,
        querystring: DataExportsQuery,
        response: { 200: DataExportList, ...refusals },
      },
    },
    async (request, reply) => {
      const kinds = exportKindsOf(request.viewer)
      const language = requestLanguage(request.headers)
      const { query } = request
      const answer = await listDataExports(app.db, request.website.uid, kinds, query, language)
      return sendList(reply, answer)
    },
  )

  app.post(
    '/data-exports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ask for a CSV export of the customers or the orders',
        description: `The export is queued (202) and a background job writes it; follow it in the list. The file holds the columns of the back office's list, oldest first, amounts in the currency's units; UTF-8 with a byte-order mark. ${KINDS_RULE} 503 when the job queue cannot take it.`,
        security,
        body: DataExportCreate,
        response: { 202: DataExport, ...refusals, 503: ApiError },
      },
    },
    async (request, reply) => {
      const kinds = exportKindsOf(request.viewer)
      const actor = { websiteUid: request.website.uid, staffUserUid: request.viewer!.uid }
      const queued = await createDataExport(
        app.db,
        app.jobs.exports,
        actor,
        kinds,
        request.body.kind,
        requestLanguage(request.headers),
      )
      return reply.status(202).send(queued)
    },
  )

  app.get(
    '/data-exports/:uid/file/',
    {
      schema: {
        tags: ['admin'],
        summary: "An export's CSV file, once it is ready",
        description: `Sent as an attachment named after the kind and the day it was asked for. 409 while it is not ready. ${KINDS_RULE}`,
        security,
        params: DataExportParams,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV text (RFC 4180).' }),
          ...refusals,
          404: ApiError,
          409: ApiError,
        },
      },
    },
    async (request, reply) => {
      const kinds = exportKindsOf(request.viewer)
      const ready = await readyDataExport(app.db, request.website.uid, kinds, request.params.uid)
      const name = dataExportFileName(ready.kind, ready.createdAt)
      // A stream is sent as it is read, past the schema's serializer.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(store.open(ready.key))
    },
  )
}
