/**
 * API keys and outgoing webhooks as plain values (issue 46 part 5), for the server and the back
 * office alike: the roles a key may hold, the events a webhook may ask for, how a delivery stands.
 */

/** `read_only` reads what an owner reads and changes nothing; `editor` and `owner` as the staff roles. */
export const API_KEY_ROLES = ['read_only', 'editor', 'owner'] as const
export type ApiKeyRole = (typeof API_KEY_ROLES)[number]

/** Every key starts with it, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'vtk_'

/** The scheme of the staff API's `Authorization` header for API keys. */
export const API_KEY_SCHEME = 'Bearer'

/** What happened on the website, as a webhook endpoint asks for it. */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.refunded',
  'subscription.started',
  'subscription.canceled',
  'subscription.renewed',
  'customer.created',
  'ondemand_request.created',
  'gift.redeemed',
  'live.started',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** `pending`: not tried yet; `retrying`: failed, tried again later; then succeeded or failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

/** The header carrying a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Vitrine-Signature'

export const API_KEY_NAME_MAX_LENGTH = 80
export const WEBHOOK_URL_MAX_LENGTH = 2000
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200
