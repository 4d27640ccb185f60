import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '../../db/schema.ts'

/**
 * Joins an item's content object to a query of `items`: its media, its playlist or its live event
 * (the others' columns are null), of the same website. Used through `$call`.
 */
export function joinContentObject<O>(query: SelectQueryBuilder<Database, 'items', O>) {
  return query
    .leftJoin('medias', (join) =>
      join
        .onRef('medias.uid', '=', 'items.content_object_uid')
        .onRef('medias.website_uid', '=', 'items.website_uid')
        .on('items.content_object_type', '=', 'media'),
    )
    .leftJoin('playlists', (join) =>
      join
        .onRef('playlists.uid', '=', 'items.content_object_uid')
        .onRef('playlists.website_uid', '=', 'items.website_uid')
        .on('items.content_object_type', '=', 'playlist'),
    )
    .leftJoin('live_events', (join) =>
      join
        .onRef('live_events.uid', '=', 'items.content_object_uid')
        .onRef('live_events.website_uid', '=', 'items.website_uid')
        .on('items.content_object_type', '=', 'live'),
    )
}
