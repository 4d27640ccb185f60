import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { forbidden } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { requirePermission } from '../staff/permissions.ts'

/** Where the integration calls work: the database, the website, the owner who asks. */
export interface IntegrationScope {
  db: Kysely<Database>
  websiteUid: string
  staff: Viewer
}

const NOT_WITH_A_KEY = 'API keys and webhooks are managed by owners signed in, not with an API key.'

/**
 * API keys and webhooks are the owners' (`settings.manage`), signed in: a key never makes,
 * reads or revokes keys, nor sees a webhook's secret.
 */
export function integrationScope(request: FastifyRequest): IntegrationScope {
  const staff = requirePermission(request.viewer, 'settings.manage')
  if (staff.apiKey) throw forbidden(NOT_WITH_A_KEY)
  return { db: request.server.db, websiteUid: request.website.uid, staff }
}
