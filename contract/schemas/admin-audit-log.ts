import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { AUDIT_ACTIONS, AUDIT_LOG_SORTS, AUDIT_RESOURCES } from '../values/admin-audit-log.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** One change a staff member made: who, what, before and after, when. */
export const AuditEntry = Type.Object({
  uid: Uid,
  staff_user_uid: Uid,
  /** The staff member's e-mail address, or null once their account is gone. */
  staff_email: Nullable(Type.String()),
  action: Type.Enum(AUDIT_ACTIONS),
  resource: Type.Enum(AUDIT_RESOURCES),
  record_uid: Type.String(),
  /** What the record is called (its name, title, e-mail or code), read from after, else before. */
  record_name: Nullable(Type.String()),
  /** The record as it was (null for a creation) and as it became (null for a deletion). */
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: DateTime,
})
export type AuditEntry = Static<typeof AuditEntry>

/** GET /audit-log/ (admin-lists.ts): newest first unless sorted otherwise. */
export const AuditLog = Type.Array(AuditEntry)

export const AuditLogQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(AUDIT_LOG_SORTS)),
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
  resource: Type.Optional(Type.Enum(AUDIT_RESOURCES)),
  staff_user_uid: Type.Optional(Uid),
  /** Only the changes made at or after this instant. */
  at_gte: Type.Optional(DateTime),
  /** Only the changes made before this instant. */
  at_lt: Type.Optional(DateTime),
})
export type AuditLogQuery = Static<typeof AuditLogQuery>
