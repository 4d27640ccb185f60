import type { Item } from '../../../contract/schemas/catalogue.ts'
import { MY_LIST_MAX_ITEMS } from '../../../contract/values/limits.ts'
import { notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { buildItems, type Caller } from '../catalogue/item-builder.ts'
import { findItemByUid } from '../catalogue/item-service.ts'
import { isPublishedFor, publishedBy } from '../access/publication.ts'
import { addListItem, findLastAddedAt, findListItems, removeListItem } from './repo.ts'

type ListCaller = Caller & { viewer: Viewer }

/**
 * GET /me/list/: the viewer's list, last added first, each item as they see it now. An item
 * taken back or scheduled stays in the list but shows again only once it is published.
 */
export async function getMyList(caller: ListCaller): Promise<Item[]> {
  const { db, website, viewer } = caller
  const scope = {
    websiteUid: website.uid,
    userUid: viewer.uid,
    publishedBy: publishedBy(viewer, caller.now),
  }
  return buildItems(caller, await findListItems(db, scope, MY_LIST_MAX_ITEMS))
}

/** PUT /me/list/{uid}/: keeps an item of the website in the viewer's list. */
export async function addToMyList(caller: ListCaller, itemUid: string, now = new Date()) {
  const { db, website, viewer } = caller
  const item = await findItemByUid(db, website.uid, itemUid)
  if (!item || !isPublishedFor(item.published_at, viewer, caller.now)) {
    throw notFound('Item not found.')
  }
  // Last added comes first: two adds in the same millisecond still get distinct, ordered times.
  const last = await findLastAddedAt(db, website.uid, viewer.uid)
  const after = last === undefined ? 0 : Date.parse(last) + 1
  await addListItem(db, {
    websiteUid: website.uid,
    userUid: viewer.uid,
    itemUid,
    addedAt: new Date(Math.max(now.getTime(), after)).toISOString(),
  })
}

/** DELETE /me/list/{uid}/: takes the item out of the viewer's list, if it was there. */
export async function removeFromMyList(caller: ListCaller, itemUid: string) {
  await removeListItem(caller.db, caller.website.uid, caller.viewer.uid, itemUid)
}
