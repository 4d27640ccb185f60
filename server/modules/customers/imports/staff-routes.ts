import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  CustomerImport,
  CustomerImportCreate,
  CustomerImportFile,
  CustomerImportList,
  CustomerImportParams,
  CustomerImportPreview,
  CustomerImportsQuery,
} from '../../../../contract/schemas/admin-customer-imports.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requestLanguage } from '../../../lib/chosen-language.ts'
import { requirePermission } from '../../staff/permissions.ts'
import {
  createCustomerImport,
  getCustomerImport,
  listCustomerImports,
  previewCustomerImport,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }
/** A file of 20 000 lines, sent as JSON text: well past the API's usual megabyte. */
const FILE_BODY_LIMIT = 12 * 1024 * 1024

const FILE_RULES =
  'The file: comma or semicolon separated, UTF-8 with or without a byte-order mark, a header line naming the columns in English or French — `email` (e-mail, courriel), `first_name` (prénom), `last_name` (nom) required; `plan` (formule, abonnement: its name or uid), `plan_end` (fin, date de fin: 2027-06-30 or 30/06/2027, the last day of access), `items` (contenus: slugs or uids separated by `|`), `marketing_consent` (consentement: yes/no, oui/non) optional. A file that cannot be read, has no line or lacks a required column answers 400 naming `csv`.'

/** Customers, what they paid and may watch: `customers.manage`, owners only for now. */
function staffOf(request: FastifyRequest) {
  return requirePermission(request.viewer, 'customers.manage')
}

/**
 * Customer imports from a CSV file: a preview with each line's errors, then an import written
 * by a background job (import-job.ts), followed in the list.
 */
export const customerImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer-imports/preview/',
    {
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'What importing a CSV file of customers would do, line by line',
        description: `${FILE_RULES} Each line answers its action — \`create\` (a new customer), \`update\` (a customer of the website already: given the line's grants and consent, their name kept), \`skip\` — and, when skipped, its errors by column, in the caller's language: an address that is not one, or twice in the file, or a staff member's; a blank name; an unknown item or plan; an end date that is not a date or is past. Nothing is written.`,
        security,
        body: CustomerImportFile,
        response: { 200: CustomerImportPreview, ...refusals },
      },
    },
    async (request) => {
      staffOf(request)
      const language = requestLanguage(request.headers)
      return previewCustomerImport(app.db, request.website.uid, request.body.csv, language)
    },
  )

  app.post(
    '/customer-imports/',
    {
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Import a CSV file of customers',
        description: `${FILE_RULES} The file is checked as the preview does; its lines without errors are queued (202) for a background job, the others counted as skipped. New customers have no password: with \`invite\` each is mailed a link to choose one (open 14 days), in \`language\`. A customer of the website already is given the line's grants (one still in force is not given twice) and consent. Each line is written whole or not at all; a job run again never duplicates a customer. The import, each customer created or changed and each grant are written to the audit log. 400 naming \`csv\` when no line can be imported; 503 when the job queue cannot take it.`,
        security,
        body: CustomerImportCreate,
        response: { 202: CustomerImport, ...refusals, 503: ApiError },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request)
      const actor = { websiteUid: request.website.uid, staffUserUid: staff.uid }
      const language = requestLanguage(request.headers)
      const queued = await createCustomerImport(
        app.db,
        app.jobs.exports,
        actor,
        request.body,
        language,
      )
      return reply.status(202).send(queued)
    },
  )

  app.get(
    '/customer-imports/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's customer imports and where each stands",
        description: `${LIST_DESCRIPTION} Newest first.`,
        security,
        querystring: CustomerImportsQuery,
        response: { 200: CustomerImportList, ...refusals },
      },
    },
    async (request, reply) => {
      staffOf(request)
      const language = requestLanguage(request.headers)
      const answer = await listCustomerImports(app.db, request.website.uid, request.query, language)
      return sendList(reply, answer)
    },
  )

  app.get(
    '/customer-imports/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One customer import: its progress and counts',
        security,
        params: CustomerImportParams,
        response: { 200: CustomerImport, ...refusals, 404: ApiError },
      },
    },
    async (request) => {
      staffOf(request)
      const language = requestLanguage(request.headers)
      return getCustomerImport(app.db, request.website.uid, request.params.uid, language)
    },
  )
}
