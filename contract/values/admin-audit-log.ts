/** What the audit log records, as plain values (the back office names them in its language). */

/** What a staff member did. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What they did it to. */
export const AUDIT_RESOURCES = [
  'home_page',
  'website_image',
  'item',
  'media',
  'staff_invitation',
  'staff_member',
  'plan',
  'category',
  'ondemand_request',
  'access_grant',
  'order',
  'website_settings',
  'coupon',
  'customer',
  'customer_invitation',
  'bundle',
  'job_failure',
  'data_export',
  'customer_import',
  'live_event',
  'api_key',
  'webhook_endpoint',
  'webhook_delivery',
  'broadcast',
  'gift_card',
  'subscription',
] as const
export type AuditResource = (typeof AUDIT_RESOURCES)[number]

/** The fields the audit log may be sorted by. */
export const AUDIT_LOG_SORTS = ['at', 'action', 'resource'] as const
