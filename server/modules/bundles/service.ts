import type { Kysely } from 'kysely'
import type { Bundle, BundleItem } from '../../../contract/schemas/bundles.ts'
import type { Database } from '../../db/schema.ts'
import type { Viewer } from '../auth/viewer.ts'
import { pictureAddress } from '../images/picture-addresses.ts'
import { isPublishedFor } from '../access/publication.ts'
import type { ThumbnailOwner } from '../images/addresses.ts'
import type { Website } from '../websites/service.ts'
import { findBundleItems, findBundlesOnSale, type BundleSelection } from './repo.ts'

/** A bundle on sale with the items it grants, as checkout and the storefront read it. */
export interface BundleForSale extends Bundle {
  items: (BundleItem & { published_at: string })[]
}

/**
 * The bundles on sale the selection names, each with its items in order. A bundle with an item
 * the viewer cannot see yet (scheduled) is left out, as that item is: it is not for sale until
 * all of it is out.
 */
export async function findBundlesForSale(
  db: Kysely<Database>,
  websiteUid: string,
  selection: BundleSelection,
  viewer: Viewer | null,
  now = new Date(),
): Promise<BundleForSale[]> {
  const bundles = await findBundlesOnSale(db, websiteUid, selection)
  const rows = await findBundleItems(
    db,
    websiteUid,
    bundles.map((bundle) => bundle.uid),
  )
  return bundles.flatMap((bundle) => {
    const items = rows
      .filter((row) => row.bundle_uid === bundle.uid)
      .map((row) => ({
        uid: row.uid,
        slug: row.slug,
        name: row.name,
        thumbnail: pictureAddress(
          row.content_object_type as ThumbnailOwner,
          row.content_object_uid,
          row.thumbnail,
        ),
        published_at: row.published_at,
      }))
    if (items.some((item) => !isPublishedFor(item.published_at, viewer, now))) return []
    return [{ ...bundle, items }]
  })
}

/** GET /bundles/: what visitors see of the bundles (nothing while payments are off). */
export async function listBundles(
  db: Kysely<Database>,
  website: Website,
  selection: BundleSelection,
  viewer: Viewer | null,
): Promise<Bundle[]> {
  if (!website.settings.monetization_enabled) return []
  const bundles = await findBundlesForSale(db, website.uid, selection, viewer)
  return bundles.map((bundle) => ({
    ...bundle,
    items: bundle.items.map(({ published_at: _published, ...item }) => item),
  }))
}
