import { Type, type Static } from 'typebox'
import { DateTime, Nullable, Uid } from './common.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import {
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_LANGUAGES,
  BROADCAST_SEGMENTS,
  BROADCAST_STATUSES,
  BROADCAST_SUBJECT_MAX_LENGTH,
} from '../values/admin-broadcasts.ts'

/** How far a broadcast went: its frozen recipients and what became of their mails. */
export const BroadcastCounts = Type.Object({
  /** Recipients frozen when it started (0 before). */
  total: Type.Integer({ minimum: 0 }),
  /** Mails the SMTP server accepted. */
  sent: Type.Integer({ minimum: 0 }),
  /** Mails the SMTP server refused for good. */
  bounced: Type.Integer({ minimum: 0 }),
  /** Recipients who withdrew their consent before their turn: not sent. */
  skipped: Type.Integer({ minimum: 0 }),
  /** Recipients who unsubscribed through this broadcast's link. */
  unsubscribed: Type.Integer({ minimum: 0 }),
})
export type BroadcastCounts = Static<typeof BroadcastCounts>

/** A broadcast as staff see it. */
export const AdminBroadcast = Type.Object({
  uid: Uid,
  subject: Type.String(),
  /** Rich text (HTML, sanitized). */
  body: Type.String(),
  /** '' when there is no English version: English readers get the French one. */
  subject_en: Type.String(),
  body_en: Type.String(),
  segment: Type.Enum(BROADCAST_SEGMENTS),
  item_uid: Nullable(Uid),
  category_uid: Nullable(Uid),
  status: Type.Enum(BROADCAST_STATUSES),
  send_at: Nullable(DateTime),
  created_at: DateTime,
  started_at: Nullable(DateTime),
  finished_at: Nullable(DateTime),
  counts: BroadcastCounts,
})
export type AdminBroadcast = Static<typeof AdminBroadcast>

export const AdminBroadcastList = Type.Array(AdminBroadcast)

export const AdminBroadcastsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(['created_at', 'send_at'] as const)),
  status: Type.Optional(Type.Enum(BROADCAST_STATUSES)),
})
export type AdminBroadcastsQuery = Static<typeof AdminBroadcastsQuery>

const Subject = Type.String({ maxLength: BROADCAST_SUBJECT_MAX_LENGTH })
const Body = Type.String({ maxLength: BROADCAST_BODY_MAX_LENGTH })

const BROADCAST_FIELDS = {
  subject: Subject,
  body: Body,
  subject_en: Subject,
  body_en: Body,
  segment: Type.Enum(BROADCAST_SEGMENTS),
  /** Required with `bought_item`: an item of the website. */
  item_uid: Nullable(Uid),
  /** Required with `watched_category`: a category of the website. */
  category_uid: Nullable(Uid),
}

/**
 * POST /broadcasts/: a draft. The French subject and body are required; the English ones go
 * together (both or neither).
 */
export const AdminBroadcastInput = Type.Object(
  {
    subject: BROADCAST_FIELDS.subject,
    body: BROADCAST_FIELDS.body,
    subject_en: Type.Optional(BROADCAST_FIELDS.subject_en),
    body_en: Type.Optional(BROADCAST_FIELDS.body_en),
    segment: BROADCAST_FIELDS.segment,
    item_uid: Type.Optional(BROADCAST_FIELDS.item_uid),
    category_uid: Type.Optional(BROADCAST_FIELDS.category_uid),
  },
  { additionalProperties: false },
)
export type AdminBroadcastInput = Static<typeof AdminBroadcastInput>

/** PATCH /broadcasts/{uid}/: only what changes, while draft or scheduled. */
export const AdminBroadcastChange = Type.Partial(Type.Object(BROADCAST_FIELDS), {
  additionalProperties: false,
})
export type AdminBroadcastChange = Static<typeof AdminBroadcastChange>

/** POST /broadcasts/{uid}/send/: now (no `send_at`, or one past), or at `send_at`. */
export const AdminBroadcastSend = Type.Object(
  { send_at: Type.Optional(Nullable(DateTime)) },
  { additionalProperties: false },
)
export type AdminBroadcastSend = Static<typeof AdminBroadcastSend>

/** GET /broadcasts/audience/: the segment to count. */
export const AdminBroadcastAudienceQuery = Type.Object({
  segment: Type.Enum(BROADCAST_SEGMENTS),
  item_uid: Type.Optional(Uid),
  category_uid: Type.Optional(Uid),
})
export type AdminBroadcastAudienceQuery = Static<typeof AdminBroadcastAudienceQuery>

/** How many customers of the segment accept marketing mail now. */
export const AdminBroadcastAudience = Type.Object({ recipients: Type.Integer({ minimum: 0 }) })

/** GET /broadcasts/{uid}/preview/?language=…, POST /broadcasts/{uid}/test/ */
export const AdminBroadcastLanguage = Type.Object(
  { language: Type.Optional(Type.Enum(BROADCAST_LANGUAGES)) },
  { additionalProperties: false },
)
export type AdminBroadcastLanguage = Static<typeof AdminBroadcastLanguage>

/** The mail as a recipient in that language gets it (their own unsubscribe link aside). */
export const AdminBroadcastPreview = Type.Object({
  language: Type.Enum(BROADCAST_LANGUAGES),
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
})
export type AdminBroadcastPreview = Static<typeof AdminBroadcastPreview>

export const AdminBroadcastParams = Type.Object({ uid: Uid })
