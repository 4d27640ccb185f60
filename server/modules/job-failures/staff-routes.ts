import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  JobFailure,
  JobFailureList,
  JobFailureParams,
  JobFailuresQuery,
} from '../../../contract/schemas/admin-job-failures.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import type { JobQueue } from '../../jobs/job-queue.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from '../staff/permissions.ts'
import { listJobFailures, retryJobFailure } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/**
 * The website's background work that failed for good (a mail SMTP refused, a thumbnail that
 * could not be resized), for its owners: listed, and run again. A video's import has its own
 * list and retry (media-imports).
 */
export const jobFailureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const queues: Record<string, JobQueue> = { media: app.jobs.media, mail: app.jobs.mail }
  const queueNamed = (name: string) => (Object.hasOwn(queues, name) ? queues[name] : undefined)

  app.get(
    '/job-failures/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background work of the website that failed for good: mails, thumbnails',
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise. A job is listed once its last try failed, or at its first failure when no retry could mend it (a mail SMTP refused with a 5xx reply). Owners only: editors and contributors get 403.`,
        security,
        querystring: JobFailuresQuery,
        response: { 200: JobFailureList, ...refusals },
      },
    },
    async (request, reply) => {
      requirePermission(request.viewer, 'jobs.manage')
      return sendList(reply, await listJobFailures(app.db, request.website.uid, request.query))
    },
  )

  app.post(
    '/job-failures/:uid/retry/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run a failed job again',
        description:
          'Adds the job again, with the same data, to the queue it failed in. 409 when it was run again already and that run has not failed; 503 when the queue cannot take it.',
        security,
        params: JobFailureParams,
        response: { 200: JobFailure, ...refusals, 404: ApiError, 409: ApiError, 503: ApiError },
      },
    },
    async (request) => {
      const staff = requirePermission(request.viewer, 'jobs.manage')
      const actor = { websiteUid: request.website.uid, staffUserUid: staff.uid }
      return retryJobFailure(app.db, queueNamed, actor, request.params.uid)
    },
  )
}
