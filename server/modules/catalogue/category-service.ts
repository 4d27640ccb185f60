import type { Kysely } from 'kysely'
import type {
  CategoriesQuery,
  Category,
  CategorySummary,
  ItemOrdering,
} from '../../../contract/schemas/catalogue.ts'
import type { Database } from '../../db/schema.ts'
import type { Language } from '../../lib/chosen-language.ts'
import { notFound } from '../../errors.ts'
import { iconAddress, pictureAddress } from '../images/picture-addresses.ts'
import { splitList } from './query-lists.ts'
import { nameIn } from './texts-in-language.ts'
import {
  findCategories,
  findCategoryBySlug,
  findRelatives,
  type CategoryOrdering,
  type CategoryRow,
} from './category-repo.ts'

function toSummary(row: CategoryRow, language: Language): CategorySummary {
  return {
    uid: row.uid,
    parent_id: row.parent_uid,
    is_on_navbar: Boolean(row.is_on_navbar),
    name: nameIn(language, row.name, row.name_en),
    slug: row.slug,
    description: nameIn(language, row.description, row.description_en),
    thumbnail: pictureAddress('category', row.uid, row.thumbnail),
    icon: iconAddress(row.uid, row.icon),
    order_by: row.order_by as ItemOrdering,
    position: row.position,
  }
}

/** Categories with their parent and direct children, in `language`, from two queries. */
async function withRelatives(
  db: Kysely<Database>,
  websiteUid: string,
  rows: CategoryRow[],
  language: Language,
): Promise<Category[]> {
  const relatives = await findRelatives(db, websiteUid, rows)
  const byUid = new Map(relatives.map((row) => [row.uid, row]))
  return rows.map((row) => {
    const parent = row.parent_uid ? byUid.get(row.parent_uid) : undefined
    return {
      ...toSummary(row, language),
      parent: parent ? toSummary(parent, language) : null,
      children: relatives
        .filter((child) => child.parent_uid === row.uid)
        .map((child) => toSummary(child, language)),
    }
  })
}

/** GET /categories/: the website's categories, filtered and ordered as asked, in `language`. */
export async function listCategories(
  db: Kysely<Database>,
  websiteUid: string,
  query: CategoriesQuery,
  language: Language = 'fr',
): Promise<Category[]> {
  const rows = await findCategories(
    db,
    websiteUid,
    {
      uids: splitList(query.uid__in),
      parentUid: query.parent_id,
      parentIsNull: query.parent_id__isnull,
    },
    (query.ordering ?? 'position') as CategoryOrdering,
    language,
  )
  return withRelatives(db, websiteUid, rows, language)
}

/** GET /categories/{slug}/ */
export async function getCategory(
  db: Kysely<Database>,
  websiteUid: string,
  slug: string,
  language: Language = 'fr',
): Promise<Category> {
  const row = await findCategoryBySlug(db, websiteUid, slug)
  if (!row) throw notFound('Category not found.')
  const [category] = await withRelatives(db, websiteUid, [row], language)
  if (!category) throw notFound('Category not found.')
  return category
}

/** Which of these uids are categories of the website; a category by its slug (share previews). */
export { findCategoryUids, findCategoryBySlug } from './category-repo.ts'
