import type {
  AdminItemDetail,
  AdminPlaylistInput,
} from '../../../../contract/schemas/admin-items.ts'
import { UNPUBLISHED_AT } from '../../../../contract/values/admin-items.ts'
import { insertItem, insertPlaylist } from '../../../db/insert.ts'
import { invalidField } from '../../../errors.ts'
import { refuseMediasGivenAway } from '../../access/playlist-openness.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { availableSlug } from '../../media/import-service.ts'
import { recordChange } from '../../audit-log/service.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { replacePlaylistEntries } from './playlist-medias.ts'
import { getAdminItem, type CatalogueScope } from './service.ts'

/**
 * POST /items/: a new playlist and its item, holding these medias in order. Unpublished and
 * public, as an uploaded video's item starts, unless staff who may publish chose its visibility:
 * staff then price and publish it. Written with its audit entry; a playlist that would give a
 * closed media away is refused (409 naming `media_uids` and the medias), as a change would be,
 * unless staff who may set prices confirm it.
 */
export async function createAdminPlaylist(
  scope: CatalogueScope,
  viewer: Viewer | null,
  input: AdminPlaylistInput,
): Promise<AdminItemDetail> {
  const staff = requirePermission(viewer, 'catalogue.edit')
  if (input.visibility_type !== undefined && input.visibility_type !== 'public') {
    requirePermission(viewer, 'catalogue.publish')
  }
  // Giving a media away through a playlist frees it: as much a pricing decision as a price.
  if (input.confirm_medias_given_away) requirePermission(viewer, 'catalogue.prices')
  const name = input.name.trim()
  if (name === '') throw invalidField('name', 'This field may not be blank.')
  return scope.db.transaction().execute(async (trx) => {
    const within: CatalogueScope = { ...scope, db: trx }
    const playlistUid = await insertPlaylist(trx, scope.websiteUid, { name, mediaUids: [] })
    const entries = (input.media_uids ?? []).map((uid) => ({ uid, season: null }))
    await replacePlaylistEntries(within, playlistUid, entries, 'media_uids')
    const uid = await insertItem(trx, scope.websiteUid, {
      slug: await availableSlug(trx, scope.websiteUid, name),
      contentObjectType: 'playlist',
      contentObjectUid: playlistUid,
      publishedAt: UNPUBLISHED_AT,
      visibilityType: input.visibility_type ?? 'public',
    })
    await refuseMediasGivenAway(trx, scope.websiteUid, {
      playlistItemUids: [uid],
      confirmed: input.confirm_medias_given_away === true,
      field: 'media_uids',
    })
    const after = await getAdminItem(within, uid)
    await recordChange(
      trx,
      { websiteUid: scope.websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'item', recordUid: uid, before: null, after },
    )
    return after
  })
}
