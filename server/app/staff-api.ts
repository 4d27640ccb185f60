import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { StaffAnswer } from '../../contract/schemas/admin.ts'
import { ApiError } from '../../contract/schemas/errors.ts'
import { auditLogRoutes } from '../modules/staff/audit-log-routes.ts'
import { jobFailureRoutes } from '../modules/job-failures/staff-routes.ts'
import { dataExportRoutes } from '../modules/data-exports/staff-routes.ts'
import { editorRoutes } from '../modules/pages/editor/staff-routes.ts'
import { adminItemRoutes } from '../modules/catalogue/items/staff-routes.ts'
import { mediaImportRoutes } from '../modules/media/imports/staff-routes.ts'
import { mediaLibraryRoutes } from '../modules/media/library/staff-routes.ts'
import { adminMediaRoutes } from '../modules/media/editing/staff-routes.ts'
import { staffInvitationRoutes } from '../modules/staff/invitations/staff-routes.ts'
import { staffMemberRoutes } from '../modules/staff/members/staff-routes.ts'
import { adminPlanRoutes } from '../modules/plans/staff-routes.ts'
import { adminBundleRoutes } from '../modules/bundles/staff-routes.ts'
import { adminCategoryRoutes } from '../modules/catalogue/categories/staff-routes.ts'
import { adminOnDemandRequestRoutes } from '../modules/ondemand/staff-routes.ts'
import { adminCustomerRoutes } from '../modules/customers/staff-routes.ts'
import { customerImportRoutes } from '../modules/customers/imports/staff-routes.ts'
import { customerInvitationRoutes } from '../modules/customers/invitations/staff-routes.ts'
import { adminAnalyticsRoutes } from '../modules/analytics/staff-routes.ts'
import { adminOrderRoutes } from '../modules/billing/orders/staff-routes.ts'
import { adminSubscriptionRoutes } from '../modules/billing/subscriptions/staff-routes.ts'
import { adminSettingsRoutes } from '../modules/settings/staff-routes.ts'
import { adminCouponRoutes } from '../modules/coupons/staff-routes.ts'
import { adminGiftCardRoutes } from '../modules/billing/gift-cards/staff-routes.ts'
import { adminBroadcastRoutes } from '../modules/marketing/broadcasts/staff-routes.ts'
import { liveStaffRoutes } from '../modules/live/staff-routes.ts'
import { liveThumbnailRoutes } from '../modules/live/thumbnail-routes.ts'
import { permissionsOf } from '../modules/staff/permissions.ts'
import { requireStaff } from '../modules/staff/require-staff.ts'
import { integrationRoutes } from '../modules/integrations/staff-routes.ts'
import { apiKeyFromHeader } from '../modules/integrations/api-keys.ts'
import { forbidden, unauthorized } from '../errors.ts'

const DEAD_KEY = 'This API key is unknown, expired or revoked.'
const READ_ONLY_KEY = 'This API key is read-only.'
const READS = ['GET', 'HEAD']
const INTEGRATION_PATHS = ['/api-keys/', '/webhooks/', '/webhook-deliveries/']

/**
 * The site staff's API (ADMIN_API_BASE), composed of every domain's staff routes: who the staff
 * member is, the editor drawer's home page, appearance and pictures, the catalogue, plans and
 * bundles, on-demand requests, customers and the audit log. Every call needs the token of staff
 * of the website the Host names, or one of its API keys (`Authorization: Bearer vtk_…`), checked here before any body is read; each domain then asks for
 * the permission it needs (staff/permissions.ts), and every change is written to the audit log.
 */
export const staffApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    // An API key that is unknown, expired or revoked is refused as a dead credential.
    if (!request.viewer && apiKeyFromHeader(request.headers.authorization)) {
      throw unauthorized(DEAD_KEY)
    }
    requireStaff(request.viewer)
    if (request.viewer?.apiKey?.role === 'read_only' && !READS.includes(request.method)) {
      throw forbidden(READ_ONLY_KEY)
    }
  })
  // Every staff route also takes an API key, but those that manage keys and webhooks.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { security?: Record<string, string[]>[] } | undefined
    if (!schema?.security || INTEGRATION_PATHS.some((path) => route.url.includes(path))) return
    // A GET's schema is its HEAD's too: the key is added once.
    if (schema.security.some((scheme) => 'ApiKey' in scheme)) return
    schema.security = [...schema.security, { ApiKey: [] }]
  })

  app.get(
    '/me/',
    {
      schema: {
        tags: ['admin'],
        summary: "The signed-in staff member's role on this website and what it lets them do",
        security: [{ WebsiteToken: [] }],
        response: { 200: StaffAnswer, 400: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const role = requireStaff(request.viewer)
      return { role, permissions: permissionsOf(role) }
    },
  )

  // Multipart forms (pictures, captions) are read only here, one small file at a time.
  await app.register(multipart)
  await app.register(editorRoutes)
  await app.register(adminItemRoutes)
  await app.register(auditLogRoutes)
  await app.register(mediaImportRoutes)
  await app.register(adminMediaRoutes)
  await app.register(mediaLibraryRoutes)
  await app.register(staffInvitationRoutes)
  await app.register(staffMemberRoutes)
  await app.register(adminPlanRoutes)
  await app.register(adminBundleRoutes)
  await app.register(adminCategoryRoutes)
  await app.register(adminOnDemandRequestRoutes)
  await app.register(adminCustomerRoutes)
  await app.register(customerInvitationRoutes)
  await app.register(customerImportRoutes)
  await app.register(adminAnalyticsRoutes)
  await app.register(adminOrderRoutes)
  await app.register(adminSubscriptionRoutes)
  await app.register(adminSettingsRoutes)
  await app.register(adminCouponRoutes)
  await app.register(adminGiftCardRoutes)
  await app.register(adminBroadcastRoutes)
  await app.register(jobFailureRoutes)
  await app.register(dataExportRoutes)
  await app.register(liveStaffRoutes)
  await app.register(liveThumbnailRoutes)
  await app.register(integrationRoutes)
}
