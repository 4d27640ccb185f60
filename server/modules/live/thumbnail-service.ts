import path from 'node:path'
import type { Kysely } from 'kysely'
import type { AdminLiveThumbnail } from '../../../contract/schemas/admin-live.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import type { Viewer } from '../auth/viewer.ts'
import { recordChange } from '../audit-log/service.ts'
import { thumbnailAddress, versionedAddress, websiteAssetPath } from '../images/addresses.ts'
import { forgetThumbnailPath } from '../images/thumbnail-paths.ts'
import { uploadWebsiteImage } from '../images/website-image-upload.ts'
import { requirePermission } from '../staff/permissions.ts'
import { findLiveEvent, writeThumbnail } from './repo.ts'

/** A live event's picture, as any item's (issue 45): its cards, its page and its share tags. */
export interface LiveThumbnailScope {
  db: Kysely<Database>
  websiteUid: string
  store: ObjectStore
}

const answer = (uid: string, stored: string | null): AdminLiveThumbnail => ({
  thumbnail: versionedAddress(thumbnailAddress('live', uid), stored),
})

async function requireEvent(scope: LiveThumbnailScope, uid: string) {
  const event = await findLiveEvent(scope.db, scope.websiteUid, uid)
  if (!event) throw notFound('No such live event.')
  return event
}

/** GET /live-events/{uid}/thumbnail/ */
export async function getLiveThumbnail(
  scope: LiveThumbnailScope,
  viewer: Viewer | null,
  uid: string,
): Promise<AdminLiveThumbnail> {
  requirePermission(viewer, 'catalogue.read')
  return answer(uid, (await requireEvent(scope, uid)).thumbnail)
}

/**
 * PUT (a JPEG or PNG, judged by its content) or DELETE (null) /live-events/{uid}/thumbnail/: the
 * event's picture, kept among the website's own as a plan's is. Audited.
 */
export async function setLiveThumbnail(
  scope: LiveThumbnailScope,
  viewer: Viewer | null,
  uid: string,
  file: Buffer | null,
): Promise<AdminLiveThumbnail> {
  const staff = requirePermission(viewer, 'catalogue.edit')
  const event = await requireEvent(scope, uid)
  let stored: string | null = null
  if (file) {
    const { url } = await uploadWebsiteImage(scope.store, scope.websiteUid, file)
    stored = websiteAssetPath(scope.websiteUid, path.posix.basename(url))
  }
  await scope.db.transaction().execute(async (trx) => {
    await writeThumbnail(trx, scope.websiteUid, uid, stored)
    await recordChange(
      trx,
      { websiteUid: scope.websiteUid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'live_event',
        recordUid: uid,
        before: { thumbnail: event.thumbnail },
        after: { thumbnail: stored },
      },
    )
  })
  // This process shows the new picture at once (images/thumbnail-paths.ts).
  forgetThumbnailPath(scope.websiteUid, 'live', uid)
  return answer(uid, stored)
}
