import type {
  AdminCategory,
  AdminCategoryMove,
} from '../../../../contract/schemas/admin-categories.ts'
import { invalidField } from '../../../errors.ts'
import {
  findParentLinks,
  findSiblingUids,
  lockCategoryTree,
  updateCategory,
  writePositions,
} from './repo.ts'
import { getAdminCategory, recordCategoryChange, type CategoryScope } from './service.ts'
import { isWithin, placeAt, withoutUid } from './tree.ts'

const NO_PARENT = 'No category of this website has this uid.'
const CYCLE = 'A category cannot go under itself or under one of its subcategories.'

/**
 * POST /categories/{uid}/move/: puts the category under `parent_uid` (null: the top level) at
 * index `position` among its new siblings. The siblings it leaves and those it joins are
 * numbered 0..n-1 again, so positions stay dense whatever the back office sends.
 */
export async function moveAdminCategory(
  scope: CategoryScope,
  uid: string,
  move: AdminCategoryMove,
): Promise<AdminCategory> {
  const { db, websiteUid } = scope
  const parentUid = move.parent_uid
  return db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx, websiteUid)
    const before = await getAdminCategory(trx, websiteUid, uid)
    if (parentUid !== null) {
      const links = await findParentLinks(trx, websiteUid)
      if (!links.some((link) => link.uid === parentUid)) {
        throw invalidField('parent_uid', NO_PARENT)
      }
      if (isWithin(links, parentUid, uid)) throw invalidField('parent_uid', CYCLE)
    }
    const left = await findSiblingUids(trx, websiteUid, before.parent_uid)
    const joined =
      parentUid === before.parent_uid ? left : await findSiblingUids(trx, websiteUid, parentUid)
    await updateCategory(trx, websiteUid, uid, { parent_uid: parentUid })
    if (parentUid !== before.parent_uid) {
      await writePositions(trx, websiteUid, withoutUid(left, uid))
    }
    await writePositions(trx, websiteUid, placeAt(joined, uid, move.position))
    const after = await getAdminCategory(trx, websiteUid, uid)
    await recordCategoryChange(trx, scope, { action: 'update', uid, before, after })
    return after
  })
}
