import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_ROLES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
} from '../values/integrations.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** An API key as owners see it: never its secret, only the start that tells it apart. */
export const AdminApiKey = Type.Object({
  uid: Uid,
  name: Type.String(),
  role: Type.Enum(API_KEY_ROLES),
  /** The key's first characters (`vtk_…`), to recognise it. */
  prefix: Type.String(),
  expires_at: Nullable(DateTime),
  revoked_at: Nullable(DateTime),
  last_used_at: Nullable(DateTime),
  last_used_ip: Nullable(Type.String()),
  created_at: DateTime,
})
export type AdminApiKey = Static<typeof AdminApiKey>

/** POST /api-keys/'s answer: the key itself, shown this once. */
export const AdminApiKeyCreated = Type.Object({ ...AdminApiKey.properties, secret: Type.String() })
export type AdminApiKeyCreated = Static<typeof AdminApiKeyCreated>

export const AdminApiKeyList = Type.Array(AdminApiKey)

export const AdminApiKeyInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH }),
    role: Type.Enum(API_KEY_ROLES),
    /** It stops working at this instant; never when absent or null. */
    expires_at: Type.Optional(Nullable(DateTime)),
  },
  { additionalProperties: false },
)
export type AdminApiKeyInput = Static<typeof AdminApiKeyInput>

/** A webhook endpoint: where events are sent, which ones, and the secret that signs them. */
export const AdminWebhook = Type.Object({
  uid: Uid,
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(Type.Enum(WEBHOOK_EVENTS)),
  enabled: Type.Boolean(),
  /** `whsec_…`: the key of each delivery's HMAC-SHA256 signature. */
  secret: Type.String(),
  created_at: DateTime,
})
export type AdminWebhook = Static<typeof AdminWebhook>

export const AdminWebhookList = Type.Array(AdminWebhook)

const WEBHOOK_FIELDS = {
  url: Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX_LENGTH }),
  description: Type.String({ maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH }),
  events: Type.Array(Type.Enum(WEBHOOK_EVENTS), { minItems: 1, uniqueItems: true }),
  enabled: Type.Boolean(),
}

export const AdminWebhookInput = Type.Object(
  {
    url: WEBHOOK_FIELDS.url,
    description: Type.Optional(WEBHOOK_FIELDS.description),
    events: WEBHOOK_FIELDS.events,
    enabled: Type.Optional(WEBHOOK_FIELDS.enabled),
  },
  { additionalProperties: false },
)
export type AdminWebhookInput = Static<typeof AdminWebhookInput>

export const AdminWebhookChange = Type.Partial(Type.Object(WEBHOOK_FIELDS), {
  additionalProperties: false,
})
export type AdminWebhookChange = Static<typeof AdminWebhookChange>

/** One delivery of one event to one endpoint, and how its tries went. */
export const AdminWebhookDelivery = Type.Object({
  uid: Uid,
  endpoint_uid: Uid,
  /** The event's id, the same in every delivery of it: receivers deduplicate by it. */
  event_id: Type.String(),
  event_type: Type.Enum(WEBHOOK_EVENTS),
  status: Type.Enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  /** The HTTP status the endpoint last answered, or null (none yet, or no answer). */
  response_code: Nullable(Type.Integer()),
  /** Why the last try failed, when it did. */
  error: Nullable(Type.String()),
  created_at: DateTime,
  last_attempt_at: Nullable(DateTime),
})
export type AdminWebhookDelivery = Static<typeof AdminWebhookDelivery>

export const AdminWebhookDeliveryList = Type.Array(AdminWebhookDelivery)

export const AdminWebhookDeliveriesQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  endpoint_uid: Type.Optional(Uid),
})
export type AdminWebhookDeliveriesQuery = Static<typeof AdminWebhookDeliveriesQuery>

export const AdminIntegrationParams = Type.Object({ uid: Uid })
