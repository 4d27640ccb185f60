import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { joinContentObject } from '../catalogue/content-object-join.ts'

type Db = Kysely<Database>

/** Which bundles a storefront call asks for: those holding an item, or those named. */
export type BundleSelection = { itemUid: string } | { uids: string[] }

/** The website's bundles on sale that the selection names, in the staff's order. */
export async function findBundlesOnSale(db: Db, websiteUid: string, selection: BundleSelection) {
  let query = db
    .selectFrom('bundles')
    .select(['uid', 'name', 'description', 'amount', 'period'])
    .where('website_uid', '=', websiteUid)
    .where('on_sale', '=', 1)
  if ('uids' in selection) {
    if (selection.uids.length === 0) return []
    query = query.where('uid', 'in', selection.uids)
  } else {
    const { itemUid } = selection
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('bundle_items')
          .select('bundle_items.item_uid')
          .whereRef('bundle_items.bundle_uid', '=', 'bundles.uid')
          .where('bundle_items.website_uid', '=', websiteUid)
          .where('bundle_items.item_uid', '=', itemUid),
      ),
    )
  }
  return query.orderBy('position').orderBy('uid').execute()
}

/**
 * The items of these bundles, in each bundle's order, with what the storefront shows of them
 * and what checkout and visibility need: publication date, and the picture of their content.
 */
export async function findBundleItems(db: Db, websiteUid: string, bundleUids: string[]) {
  if (bundleUids.length === 0) return []
  return db
    .selectFrom('items')
    .$call(joinContentObject)
    .innerJoin('bundle_items', (join) =>
      join
        .onRef('bundle_items.item_uid', '=', 'items.uid')
        .onRef('bundle_items.website_uid', '=', 'items.website_uid'),
    )
    .select([
      'bundle_items.bundle_uid',
      'items.uid',
      'items.slug',
      'items.name',
      'items.published_at',
      'items.content_object_type',
      'items.content_object_uid',
      (eb) => eb.fn.coalesce('medias.thumbnail', 'playlists.thumbnail').as('thumbnail'),
    ])
    .where('bundle_items.website_uid', '=', websiteUid)
    .where('bundle_items.bundle_uid', 'in', bundleUids)
    .orderBy('bundle_items.bundle_uid')
    .orderBy('bundle_items.position')
    .execute()
}
