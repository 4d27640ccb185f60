import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** The fields the media library may be sorted by. */
export const MEDIA_LIBRARY_SORTS = ['created_at', 'name', 'duration'] as const

/**
 * A media of the website's library: every video imported, whether an item shows it, playlists
 * hold it, or it is a trailer.
 */
export const AdminLibraryMedia = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** Seconds. */
  duration: Type.Number({ minimum: 0 }),
  /** Address of its thumbnail, or null. */
  thumbnail: Nullable(Type.String()),
  created_at: DateTime,
  /** The item that shows this media alone, where staff edit it; null for a trailer, say. */
  item_uid: Nullable(Uid),
  /** That item's name, shown in the row with its link (no second call for it); null with no item. */
  item_name: Nullable(Type.String()),
  /** How many playlists hold it. */
  playlists_count: Type.Integer({ minimum: 0 }),
})
export type AdminLibraryMedia = Static<typeof AdminLibraryMedia>

/** GET /medias/: a page of the library. */
export const AdminMediaLibrary = Type.Array(AdminLibraryMedia)

export const AdminMediaLibraryQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(MEDIA_LIBRARY_SORTS)),
  /** Words of the media's name, case aside. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AdminMediaLibraryQuery = Static<typeof AdminMediaLibraryQuery>
