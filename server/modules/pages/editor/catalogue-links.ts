import type { Kysely } from 'kysely'
import type {
  Block,
  CategoriesFields,
  ContentEntry,
  ItemsFields,
} from '../../../../contract/schemas/pages.ts'
import type { Database } from '../../../db/schema.ts'
import { findCategoryUids } from '../../catalogue/category-service.ts'
import { findItemTypes } from '../../catalogue/item-service.ts'

const unique = (uids: string[]) => [...new Set(uids)]

/**
 * The blocks with only the items and categories the website has: one deleted since it was
 * placed, or one of another website, would show nothing, and must not keep the editor from
 * saving. An item's type is the catalogue's, whatever the editor said.
 */
export async function keepCatalogueLinks(
  db: Kysely<Database>,
  websiteUid: string,
  blocks: Block[],
): Promise<Block[]> {
  const itemUids = blocks.flatMap((block) =>
    block.component === 'Items'
      ? (block.fields as unknown as ItemsFields).contents.map((entry) => entry.content_object.uid)
      : [],
  )
  const categoryUids = blocks.flatMap((block) =>
    block.component === 'Categories'
      ? (block.fields as unknown as CategoriesFields).categories
      : [],
  )
  const [items, categories] = await Promise.all([
    findItemTypes(db, websiteUid, unique(itemUids)),
    findCategoryUids(db, websiteUid, unique(categoryUids)),
  ])
  const itemTypes = new Map(items.map((row) => [row.uid, row.content_object_type]))
  const knownCategories = new Set(categories)

  return blocks.map((block) => {
    if (block.component === 'Items') {
      const fields = block.fields as unknown as ItemsFields
      const contents = fields.contents.flatMap((entry): ContentEntry[] => {
        const type = itemTypes.get(entry.content_object.uid)
        if (!type) return []
        return [{ ...entry, content_object_type: type === 'playlist' ? 'playlist' : 'media' }]
      })
      return { ...block, fields: { ...fields, contents } }
    }
    if (block.component === 'Categories') {
      const fields = block.fields as unknown as CategoriesFields
      const kept = fields.categories.filter((uid) => knownCategories.has(uid))
      return { ...block, fields: { ...fields, categories: kept } }
    }
    return block
  })
}
