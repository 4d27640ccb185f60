import path from 'node:path'
import type { AdminPlan } from '../../../contract/schemas/admin-plans.ts'
import { websiteAssetPath } from '../images/addresses.ts'
import { forgetThumbnailPath } from '../images/thumbnail-paths.ts'
import { recordChange } from '../audit-log/service.ts'
import { uploadWebsiteImage } from '../images/website-image-upload.ts'
import { updatePlan } from './staff-repo.ts'
import { getAdminPlan, type PlanScope } from './staff-service.ts'
import type { ObjectStore } from '../../storage/object-store.ts'

/** Sets where the plan's thumbnail is stored (null: none), with its audit entry. */
async function setThumbnail(
  scope: PlanScope,
  uid: string,
  stored: string | null,
): Promise<AdminPlan> {
  const { db, websiteUid, staff } = scope
  const after = await db.transaction().execute(async (trx) => {
    const before = await getAdminPlan(trx, websiteUid, uid)
    await updatePlan(trx, websiteUid, uid, { thumbnail: stored })
    const after = await getAdminPlan(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'plan', recordUid: uid, before, after },
    )
    return after
  })
  // This process shows the new thumbnail at once (images/thumbnail-paths.ts).
  forgetThumbnailPath(websiteUid, 'plan', uid)
  return after
}

/**
 * PUT /plans/{uid}/thumbnail/: keeps the picture among the website's own (a JPEG or PNG judged
 * by its content; 400 naming `file` otherwise) and makes it the plan's, which the images module
 * serves at `/images/plan/uid/{uid}/thumbnail.jpg`. The file is named by its content, so one
 * left by a failed change is simply unused.
 */
export async function putPlanThumbnail(
  scope: PlanScope & { store: ObjectStore },
  uid: string,
  file: Buffer,
): Promise<AdminPlan> {
  // No picture is stored for a plan that is not there.
  await getAdminPlan(scope.db, scope.websiteUid, uid)
  const { url } = await uploadWebsiteImage(scope.store, scope.websiteUid, file)
  const stored = websiteAssetPath(scope.websiteUid, path.posix.basename(url))
  return setThumbnail(scope, uid, stored)
}

/**
 * DELETE /plans/{uid}/thumbnail/: the plan goes without. The file stays: named by its content,
 * it may be the same picture a category or a block shows.
 */
export const removePlanThumbnail = (scope: PlanScope, uid: string) => setThumbnail(scope, uid, null)
