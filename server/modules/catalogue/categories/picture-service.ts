import path from 'node:path'
import type { AdminCategory } from '../../../../contract/schemas/admin-categories.ts'
import type { CategoryPicture } from '../../../../contract/values/admin-categories.ts'
import { websiteAssetPath } from '../../images/addresses.ts'
import { forgetThumbnailPath } from '../../images/thumbnail-paths.ts'
import { uploadWebsiteImage } from '../../images/website-image-upload.ts'
import { updateCategory } from './repo.ts'
import { getAdminCategory, recordCategoryChange, type CategoryScope } from './service.ts'
import type { ObjectStore } from '../../../storage/object-store.ts'

/** Sets where the category's picture is stored (null: none), with its audit entry. */
async function setPicture(
  scope: CategoryScope,
  uid: string,
  picture: CategoryPicture,
  stored: string | null,
): Promise<AdminCategory> {
  const { db, websiteUid } = scope
  const after = await db.transaction().execute(async (trx) => {
    const before = await getAdminCategory(trx, websiteUid, uid)
    await updateCategory(trx, websiteUid, uid, { [picture]: stored })
    const after = await getAdminCategory(trx, websiteUid, uid)
    await recordCategoryChange(trx, scope, { action: 'update', uid, before, after })
    return after
  })
  // This process shows the new thumbnail at once (images/thumbnail-paths.ts).
  if (picture === 'thumbnail') forgetThumbnailPath(websiteUid, 'category', uid)
  return after
}

/**
 * PUT /categories/{uid}/{thumbnail|icon}/: keeps the picture among the website's own (a JPEG or
 * PNG judged by its content; 400 naming `file` otherwise) and makes it the category's. Rows hold
 * keys in the media store, which the images module serves at the category's addresses.
 * The file is named by its content, so one left by a failed change is simply unused.
 */
export async function putCategoryPicture(
  scope: CategoryScope & { store: ObjectStore },
  uid: string,
  picture: CategoryPicture,
  file: Buffer,
): Promise<AdminCategory> {
  // No picture is stored for a category that is not there.
  await getAdminCategory(scope.db, scope.websiteUid, uid)
  const { url } = await uploadWebsiteImage(scope.store, scope.websiteUid, file)
  const stored = websiteAssetPath(scope.websiteUid, path.posix.basename(url))
  return setPicture(scope, uid, picture, stored)
}

/**
 * DELETE /categories/{uid}/{thumbnail|icon}/: the category goes without. The file stays: named
 * by its content, it may be the same picture another category or a block shows.
 */
export const removeCategoryPicture = (
  scope: CategoryScope,
  uid: string,
  picture: CategoryPicture,
) => setPicture(scope, uid, picture, null)
