import type { Kysely } from 'kysely'
import type { MediaGivenAway as ContractMediaGivenAway } from '../../../contract/schemas/admin-items.ts'
import type { Database } from '../../db/schema.ts'
import type { AccessSubject } from './service.ts'
import { conflict } from '../../errors.ts'
import { isWebsiteMonetized } from './repo.ts'

/**
 * The rule of medias in playlists. A media plays for a viewer who has access to an item that
 * contains it: its own item, or a playlist's. So buying or subscribing to a playlist opens its
 * medias, as it should — but a playlist open to more people *for free* than a media's own item
 * would give that media away: a paid film inside a free playlist plays to anyone. Such a
 * playlist is refused unless staff confirm it on purpose.
 */

/** Who may watch an item without paying, subscribing or asking: from no one to anyone. */
export enum FreeAudience {
  NoOne = 0,
  SignedIn = 1,
  Anyone = 2,
}

export function freeAudienceOf(item: AccessSubject, websiteMonetized: boolean): FreeAudience {
  if (websiteMonetized && Boolean(item.monetization_enabled)) return FreeAudience.NoOne
  if (item.visibility_type === 'public') return FreeAudience.Anyone
  if (item.visibility_type === 'private') return FreeAudience.SignedIn
  return FreeAudience.NoOne
}

/** A media that a playlist item would open for free to viewers its own item keeps out. */
export interface MediaGivenAway {
  playlistItemUid: string
  mediaUid: string
  mediaItemUid: string
  mediaName: string
  /** Who the media's own item lets watch it for free, and who the playlist would. */
  ownAudience: FreeAudience
  playlistAudience: FreeAudience
  /** Whether the media's own item keeps it for buyers (rather than for those let in). */
  mediaSold: boolean
}

/**
 * The medias of the website's playlist items (or of those listed) that their playlist opens to
 * more viewers for free than their own item does. Empty when the catalogue keeps the rule.
 */
export async function findMediasGivenAway(
  db: Kysely<Database>,
  websiteUid: string,
  playlistItemUids?: readonly string[],
): Promise<MediaGivenAway[]> {
  if (playlistItemUids?.length === 0) return []
  let query = db
    .selectFrom('items as playlist_item')
    .innerJoin('playlist_medias', (join) =>
      join
        .onRef('playlist_medias.playlist_uid', '=', 'playlist_item.content_object_uid')
        .onRef('playlist_medias.website_uid', '=', 'playlist_item.website_uid'),
    )
    .innerJoin('items as media_item', (join) =>
      join
        .onRef('media_item.content_object_uid', '=', 'playlist_medias.media_uid')
        .onRef('media_item.website_uid', '=', 'playlist_item.website_uid')
        .on('media_item.content_object_type', '=', 'media'),
    )
    .select([
      'playlist_item.uid as playlistItemUid',
      'playlist_item.visibility_type as playlistVisibility',
      'playlist_item.monetization_enabled as playlistMonetized',
      'playlist_medias.media_uid as mediaUid',
      'media_item.uid as mediaItemUid',
      'media_item.name as mediaName',
      'media_item.visibility_type as mediaVisibility',
      'media_item.monetization_enabled as mediaMonetized',
    ])
    .where('playlist_item.website_uid', '=', websiteUid)
    .where('playlist_item.content_object_type', '=', 'playlist')
  if (playlistItemUids) query = query.where('playlist_item.uid', 'in', playlistItemUids)
  const [rows, monetized] = await Promise.all([query.execute(), isWebsiteMonetized(db, websiteUid)])
  const audience = (uid: string, visibility_type: string, monetization_enabled: number) =>
    freeAudienceOf({ uid, visibility_type, monetization_enabled }, monetized)
  return rows
    .map((row) => ({
      playlistItemUid: row.playlistItemUid,
      mediaUid: row.mediaUid,
      mediaItemUid: row.mediaItemUid,
      mediaName: row.mediaName,
      ownAudience: audience(row.mediaItemUid, row.mediaVisibility, row.mediaMonetized),
      playlistAudience: audience(
        row.playlistItemUid,
        row.playlistVisibility,
        row.playlistMonetized,
      ),
      mediaSold: monetized && Boolean(row.mediaMonetized),
    }))
    .filter((entry) => entry.playlistAudience > entry.ownAudience)
}

/** A media given away as the 409 tells staff: by name, with what would happen to it. */
function asAnswered(entry: MediaGivenAway): ContractMediaGivenAway {
  const keptFor =
    entry.ownAudience === FreeAudience.SignedIn
      ? 'signed_in'
      : entry.mediaSold
        ? 'buyers'
        : 'on_request'
  return {
    uid: entry.mediaUid,
    name: entry.mediaName,
    item_uid: entry.mediaItemUid,
    kept_for: keptFor,
    opened_to: entry.playlistAudience === FreeAudience.Anyone ? 'anyone' : 'signed_in',
  }
}

/**
 * Refuses, with a 409 naming the medias (`medias_given_away`), a catalogue where a playlist item gives a media away
 * (see above), unless staff said they mean it (`confirmed`); `field` is what the 409 names
 * (`medias` by default). Every writer of playlists and item access calls it after writing,
 * inside its transaction: the demo seed and the back office's item changes.
 */
export async function refuseMediasGivenAway(
  db: Kysely<Database>,
  websiteUid: string,
  options: { playlistItemUids?: readonly string[]; confirmed?: boolean; field?: string } = {},
): Promise<void> {
  if (options.confirmed) return
  const given = await findMediasGivenAway(db, websiteUid, options.playlistItemUids)
  if (given.length === 0) return
  const medias = [...new Map(given.map((entry) => [entry.mediaUid, asAnswered(entry)])).values()]
  const names = medias.map((media) => `“${media.name}”`).join(', ')
  throw conflict(
    `This playlist would let anyone it is open to watch medias whose own item is closed to them (${names}): remove them, close the playlist as much, or confirm it on purpose.`,
    options.field ?? 'medias',
    { medias_given_away: medias },
  )
}
