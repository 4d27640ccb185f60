import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { Nullable, Uid } from './common.ts'
import {
  ONDEMAND_DECISIONS,
  ONDEMAND_MESSAGE_MAX_LENGTH,
  ONDEMAND_STATUSES,
} from '../values/admin-ondemand.ts'

/**
 * One item a customer asked to watch (spec §5 "on_demand" items), as the staff decide it: a
 * request names one or more items, each answered on its own. Its `uid` is
 * `{request uid}.{item uid}`, as every staff row has a `uid` (web/admin/data-provider.ts).
 */
export const AdminOnDemandRequest = Type.Object({
  uid: Type.String(),
  request_uid: Uid,
  item_uid: Uid,
  item_name: Type.String(),
  /** The item's page on the storefront: `/{slug}`. */
  item_slug: Type.String(),
  requester: Type.Object({
    uid: Uid,
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
  }),
  /** The language of the screen the request came from: the decision is mailed in it. */
  language: Type.String(),
  status: Type.Enum(ONDEMAND_STATUSES),
  created_at: Type.String({ format: 'date-time' }),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
  /** What the staff wrote to the requester with their decision; empty when nothing. */
  message: Type.String(),
})
export type AdminOnDemandRequest = Static<typeof AdminOnDemandRequest>

export const AdminOnDemandRequestList = Type.Array(AdminOnDemandRequest)

export const ONDEMAND_SORTS = ['created_at', 'decided_at', 'item_name'] as const

/** GET /ondemand-requests/: newest first unless `_sort` says otherwise. */
export const AdminOnDemandRequestsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(ONDEMAND_SORTS)),
  status: Type.Optional(Type.Enum(ONDEMAND_STATUSES)),
  /** Words of the requester's e-mail address or name, or of the item's name. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AdminOnDemandRequestsQuery = Static<typeof AdminOnDemandRequestsQuery>

export const AdminOnDemandRequestParams = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$', maxLength: 100 }),
})

/**
 * POST /ondemand-requests/{id}/decision/: accept (the requester may watch the item at once) or
 * reject a pending request, with a message mailed to the requester beside the decision.
 */
export const AdminOnDemandDecision = Type.Object(
  {
    decision: Type.Enum(ONDEMAND_DECISIONS),
    message: Type.Optional(Type.String({ maxLength: ONDEMAND_MESSAGE_MAX_LENGTH })),
  },
  { additionalProperties: false },
)
export type AdminOnDemandDecision = Static<typeof AdminOnDemandDecision>
