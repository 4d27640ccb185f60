import { invalidField } from '../../../errors.ts'
import type { CatalogueScope } from './service.ts'
import { findMediaUids, writePlaylistMedias } from './playlist-repo.ts'

/** A media of a playlist as staff place it: its season, null when the playlist has none. */
export interface PlaylistEntry {
  uid: string
  season: number | null
}

/**
 * The entries staff sent, checked: each a media of the website, named once; seasons given to
 * every media or to none, and never going back (season 2 after season 1), so a series reads in
 * order. A 400 names `field` otherwise.
 */
export async function checkPlaylistEntries(
  scope: CatalogueScope,
  entries: readonly PlaylistEntry[],
  field: string,
): Promise<void> {
  const uids = entries.map((entry) => entry.uid)
  if (new Set(uids).size !== uids.length) throw invalidField(field, 'Name each media once.')
  const known = new Set(await findMediaUids(scope.db, scope.websiteUid, uids))
  const unknown = uids.filter((uid) => !known.has(uid))
  if (unknown.length > 0) {
    throw invalidField(field, `This website has no media ${unknown.join(', ')}.`)
  }
  const seasons = entries.map((entry) => entry.season)
  if (seasons.some((season) => season === null) && seasons.some((season) => season !== null)) {
    throw invalidField(field, 'Give every media a season, or none.')
  }
  if (seasons.some((season, index) => index > 0 && season! < seasons[index - 1]!)) {
    throw invalidField(
      field,
      'Seasons follow each other: put the medias of a season together, in order.',
    )
  }
}

/** Checks the entries, then makes the playlist hold exactly them. */
export async function replacePlaylistEntries(
  scope: CatalogueScope,
  playlistUid: string,
  entries: readonly PlaylistEntry[],
  field: string,
): Promise<void> {
  await checkPlaylistEntries(scope, entries, field)
  await writePlaylistMedias(scope.db, scope.websiteUid, playlistUid, entries)
}
