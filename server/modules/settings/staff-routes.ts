import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { AdminSettings, AdminSettingsChange } from '../../../contract/schemas/admin-settings.ts'
import { SETTINGS_PATH } from '../../../contract/values/admin-settings.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import type { SchemaIssue } from '../../http/validation-messages.ts'
import { hostName } from '../websites/service.ts'
import { schemaError } from '../../http/field-errors.ts'
import { requirePermission } from '../staff/permissions.ts'
import {
  changeAdminSettings,
  getAdminSettings,
  saveAdminSettings,
  type SettingsScope,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/**
 * The site's settings: name, appearance, font, legal text, sign-up, money, sharing, host names
 * and partner pages. Only owners (`settings.manage`) get in, before any body is read.
 */
export const adminSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    requirePermission(request.viewer, 'settings.manage')
  })
  const scope = (request: FastifyRequest): SettingsScope => ({
    db: app.db,
    dialect: app.dialect,
    websiteUid: request.website.uid,
    staffUserUid: requirePermission(request.viewer, 'settings.manage').uid,
    requestHost: hostName(request.headers.host),
  })

  app.get(
    SETTINGS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "The site's settings its owner changes",
        security,
        response: { 200: AdminSettings, ...refusals },
      },
    },
    async (request) => getAdminSettings(app.db, request.website.uid),
  )

  app.put(
    SETTINGS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the site's settings",
        description:
          'Every field is sent. A 400 names the first wrong field (e.g. `appearance.colors_primary`, ' +
          "`hosts[1]`, `partners[0].slug`) and nothing is written; a partner page's slug is unique " +
          'in the site and its links are http(s); a host name another website answers to is a 409 ' +
          'naming it, and the host of the request cannot be removed. The legal text is sanitised. ' +
          'Visitors get the new settings on their next request. Answers what was stored; the ' +
          'audit log records the settings before and after.',
        security,
        body: AdminSettings,
        response: { 200: AdminSettings, ...refusals, 409: ApiError },
      },
      // Report the whole path of a wrong field, not only its first step.
      attachValidation: true,
    },
    async (request) => {
      const failure = request.validationError as { validation?: SchemaIssue[] } | undefined
      if (failure) throw schemaError('', failure.validation ?? [])
      return saveAdminSettings(scope(request), request.body)
    },
  )

  app.patch(
    SETTINGS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "Change some of the site's settings",
        description:
          'Only the fields sent change (the back office sends one section of the settings); ' +
          '`appearance` may hold only some of its fields. The settings that result are checked ' +
          'as a PUT checks them, with the same 400 and 409 naming the field, nothing written. ' +
          'Answers what was stored; the audit log records the settings before and after.',
        security,
        body: AdminSettingsChange,
        response: { 200: AdminSettings, ...refusals, 409: ApiError },
      },
      attachValidation: true,
    },
    async (request) => {
      const failure = request.validationError as { validation?: SchemaIssue[] } | undefined
      if (failure) throw schemaError('', failure.validation ?? [])
      return changeAdminSettings(scope(request), request.body)
    },
  )
}
