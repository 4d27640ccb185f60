import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { DateTime, Nullable, Uid } from './common.ts'
import {
  MEDIA_IMPORT_SORTS,
  MEDIA_IMPORT_STATUSES,
  IMPORT_PURPOSES,
} from '../values/admin-media-imports.ts'

/** A file uploaded from the back office, and where its import stands. */
export const AdminMediaImport = Type.Object({
  uid: Uid,
  file_name: Type.String(),
  /** A new item, a media's trailer, a bonus file of a media, or a live event's replay. */
  purpose: Type.Enum(IMPORT_PURPOSES),
  /** For a trailer or a bonus file: the media it is for, and its name (null once deleted). */
  target_media_uid: Nullable(Uid),
  target_media_name: Nullable(Type.String()),
  /** Bytes. */
  size: Type.Integer({ minimum: 0 }),
  status: Type.Enum(MEDIA_IMPORT_STATUSES),
  /** From 0 to 1 while it runs. */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  /** Why it failed, in one line. */
  error: Nullable(Type.String()),
  /** Once done: the new media and its unpublished item; a trailer has no item, a bonus neither. */
  media_uid: Nullable(Uid),
  item_uid: Nullable(Uid),
  /** That item's name, shown with its link; null with no item, or once it is deleted. */
  item_name: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
})
export type AdminMediaImport = Static<typeof AdminMediaImport>

/** GET /media-imports/ (admin-lists.ts): newest first unless sorted otherwise. */
export const AdminMediaImportList = Type.Array(AdminMediaImport)

export const AdminMediaImportsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(MEDIA_IMPORT_SORTS)),
  status: Type.Optional(Type.Enum(MEDIA_IMPORT_STATUSES)),
})
export type AdminMediaImportsQuery = Static<typeof AdminMediaImportsQuery>

export const AdminMediaImportParams = Type.Object({ uid: Uid })
