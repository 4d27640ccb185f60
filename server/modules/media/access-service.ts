import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { accessFor, type AccessSubject } from '../access/service.ts'
import type { Viewer } from '../auth/viewer.ts'
import { loginForced, type Website } from '../websites/service.ts'
import { isPublishedFor } from '../access/publication.ts'
import { findItemsShowingMedia, findItemsShowingMedias, isTrailer } from './repo.ts'
import { ANONYMOUS_VIEWER } from './signing.ts'

/** Whether a viewer may play something, and whom the addresses issued for it are bound to. */
export interface PlaybackGrant {
  has_access: boolean
  /** The anonymous viewer when anyone may watch (so addresses are shareable), else the user. */
  viewerId: string
}

const NO_GRANT: PlaybackGrant = { has_access: false, viewerId: ANONYMOUS_VIEWER }

/**
 * The grant for what anyone may watch (public items, trailers): shareable addresses, except on a
 * website that forces login, where it is for signed-in viewers only and bound to them.
 */
export function openGrant(website: Website, viewer: Viewer | null): PlaybackGrant {
  if (!loginForced(website)) return { has_access: true, viewerId: ANONYMOUS_VIEWER }
  return viewer ? { has_access: true, viewerId: viewer.uid } : NO_GRANT
}

/**
 * The API's own access rule (`has_access`) applied to the items: access through any of them is
 * enough. Used by every delivery channel, so none can be more generous than the item page.
 */
export async function grantForItems(
  db: Kysely<Database>,
  website: Website,
  viewer: Viewer | null,
  items: readonly AccessSubject[],
  now: Date = new Date(),
): Promise<PlaybackGrant> {
  if (items.length === 0) return NO_GRANT
  const options = { websiteMonetized: website.settings.monetization_enabled }
  const anyAccess = (answer: Map<string, { has_access: boolean }>) =>
    [...answer.values()].some((access) => access.has_access)
  // What is open to anyone gets shareable addresses, but never before it is published: a staff
  // preview's addresses are bound to the staff member.
  const published = items.filter((item) => isPublishedFor(item.published_at ?? '', null, now))
  // Without a viewer the rule needs no query: it is decided from the rows alone.
  if (anyAccess(await accessFor(db, website.uid, null, published, now, options))) {
    return openGrant(website, viewer)
  }
  if (!viewer) return NO_GRANT
  const mine = await accessFor(db, website.uid, viewer, items, now, options)
  return anyAccess(mine) ? { has_access: true, viewerId: viewer.uid } : NO_GRANT
}

/** Access to one media: a trailer is open to all; otherwise through the items that show it. */
export async function grantForMedia(
  db: Kysely<Database>,
  website: Website,
  viewer: Viewer | null,
  mediaUid: string,
  now: Date = new Date(),
): Promise<PlaybackGrant> {
  if (await isTrailer(db, website.uid, mediaUid)) return openGrant(website, viewer)
  // A scheduled item opens nothing before its time (publication.ts).
  const items = (await findItemsShowingMedia(db, website.uid, mediaUid)).filter((item) =>
    isPublishedFor(item.published_at, viewer, now),
  )
  return grantForItems(db, website, viewer, items, now)
}

/**
 * Which of the medias the viewer may play now, by the rule of grantForMedia applied to many
 * medias in a few batched queries: through any published item that shows the media. (A trailer
 * inside a playlist is counted like any other media here.)
 */
export async function findPlayableMedias(
  db: Kysely<Database>,
  website: Website,
  viewer: Viewer | null,
  mediaUids: readonly string[],
  now: Date = new Date(),
): Promise<Set<string>> {
  if (mediaUids.length === 0 || (!viewer && loginForced(website))) return new Set()
  const rows = (await findItemsShowingMedias(db, website.uid, mediaUids)).filter((row) =>
    isPublishedFor(row.published_at, viewer, now),
  )
  const access = await accessFor(db, website.uid, viewer, rows, now, {
    websiteMonetized: website.settings.monetization_enabled,
  })
  return new Set(rows.filter((row) => access.get(row.uid)?.has_access).map((row) => row.media_uid))
}
