import type { Kysely } from 'kysely'
import type {
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryChange,
  AdminCategoryInput,
} from '../../../../contract/schemas/admin-categories.ts'
import type { ItemOrdering } from '../../../../contract/schemas/catalogue.ts'
import type { AuditAction } from '../../../../contract/values/admin-audit-log.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { categoryIconAddress, thumbnailAddress, versionedAddress } from '../../images/addresses.ts'
import { forgetThumbnailPath } from '../../images/thumbnail-paths.ts'
import { searchTerms } from '../../../lib/normalize-for-search.ts'
import { recordChange } from '../../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import { findCategoryPage } from './list-repo.ts'
import {
  deleteCategory,
  findAdminCategory,
  findCategoryItemUids,
  findCategoryUidBySlug,
  findSiblingUids,
  findSlugsStartingWith,
  insertCategory,
  lockCategoryTree,
  updateCategory,
  writePositions,
  type CategoryRow,
} from './repo.ts'
import { firstFreeSlug, slugify } from '../../../lib/slug.ts'
import { withoutUid } from './tree.ts'

/** Slugs made from a name stop here, so a `-2`, `-3`… suffix always fits the slug's limit. */
const DERIVED_SLUG_MAX_LENGTH = 60

/** Where the category calls work: the database, the website, the staff member who asks. */
export interface CategoryScope {
  db: Kysely<Database>
  dialect: Dialect
  websiteUid: string
  staff: Viewer
}

const NO_CATEGORY = 'No category of this website has this uid.'
const SLUG_TAKEN = 'Another category of this website already has this slug.'
const HAS_SUBCATEGORIES =
  'This category has subcategories: move them elsewhere or delete them first.'
const BLANK = 'This field may not be blank.'

function toAdminCategory(row: CategoryRow): AdminCategory {
  return {
    uid: row.uid,
    name: row.name,
    slug: row.slug,
    parent_uid: row.parent_uid,
    description: row.description,
    name_en: row.name_en,
    description_en: row.description_en,
    icon: versionedAddress(categoryIconAddress(row.uid), row.icon),
    thumbnail: versionedAddress(thumbnailAddress('category', row.uid), row.thumbnail),
    is_on_navbar: Boolean(row.is_on_navbar),
    order_by: row.order_by as ItemOrdering,
    position: row.position,
    items_count: Number(row.items_count ?? 0),
    children_count: Number(row.children_count ?? 0),
  }
}

/** GET /categories/: in the tree's order unless sorted otherwise. */
export async function listAdminCategories(
  scope: CategoryScope,
  query: AdminCategoriesQuery,
): Promise<ListAnswer<AdminCategory>> {
  const page = listPage(query, 'ASC')
  const terms = query.q === undefined ? undefined : searchTerms(query.q)
  const { total, rows } = await findCategoryPage(
    scope.db,
    scope.dialect,
    scope.websiteUid,
    { ...query, terms },
    query._sort ?? 'position',
    page,
  )
  return { total, rows: rows.map(toAdminCategory) }
}

/** GET /categories/{uid}/, or 404. */
export async function getAdminCategory(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminCategory> {
  const row = await findAdminCategory(db, websiteUid, uid)
  if (!row) throw notFound(NO_CATEGORY)
  return toAdminCategory(row)
}

/** Writes a change of the category to the audit log, in the transaction that makes it. */
export function recordCategoryChange(
  trx: Kysely<Database>,
  scope: CategoryScope,
  { uid, ...change }: { action: AuditAction; uid: string; before: unknown; after: unknown },
): Promise<void> {
  return recordChange(
    trx,
    { websiteUid: scope.websiteUid, staffUserUid: scope.staff.uid },
    { ...change, resource: 'category', recordUid: uid },
  )
}

/** The name without its outer spaces; a 400 naming `name` if nothing else is left. */
function trimmedName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw invalidField('name', BLANK)
  return trimmed
}

/** A 409 naming `slug` when another category of the website has it. */
async function checkSlugFree(db: Kysely<Database>, websiteUid: string, slug: string, uid: string) {
  const holder = await findCategoryUidBySlug(db, websiteUid, slug)
  if (holder !== undefined && holder !== uid) throw conflict(SLUG_TAKEN, 'slug')
}

/** The slug asked for, or one made from the name that no category of the website has. */
async function newSlug(
  db: Kysely<Database>,
  websiteUid: string,
  input: { slug?: string | undefined; name: string },
  uid: string,
) {
  if (input.slug !== undefined) {
    await checkSlugFree(db, websiteUid, input.slug, uid)
    return input.slug
  }
  const base = slugify(input.name, 'category', DERIVED_SLUG_MAX_LENGTH)
  return firstFreeSlug(base, new Set(await findSlugsStartingWith(db, websiteUid, base)))
}

/** POST /categories/: placed after its siblings; written with its audit entry. */
export async function createAdminCategory(
  scope: CategoryScope,
  input: AdminCategoryInput,
): Promise<AdminCategory> {
  const { db, websiteUid } = scope
  const name = trimmedName(input.name)
  const parentUid = input.parent_uid ?? null
  return db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx, websiteUid)
    if (parentUid !== null && !(await findAdminCategory(trx, websiteUid, parentUid))) {
      throw invalidField('parent_uid', NO_CATEGORY)
    }
    const uid = newUid()
    const siblings = await findSiblingUids(trx, websiteUid, parentUid)
    await insertCategory(trx, websiteUid, uid, {
      name,
      slug: await newSlug(trx, websiteUid, { slug: input.slug, name }, uid),
      description: input.description ?? '',
      name_en: input.name_en?.trim() ?? '',
      description_en: input.description_en ?? '',
      is_on_navbar: input.is_on_navbar ? 1 : 0,
      order_by: input.order_by ?? '-published_at',
      parent_uid: parentUid,
      position: siblings.length,
    })
    // Closes any gap older data left, so the new one is last and positions run 0..n-1.
    await writePositions(trx, websiteUid, [...siblings, uid])
    const after = await getAdminCategory(trx, websiteUid, uid)
    await recordCategoryChange(trx, scope, { action: 'create', uid, before: null, after })
    return after
  })
}

/** PATCH /categories/{uid}/: what changed, with its audit entry. */
export async function changeAdminCategory(
  scope: CategoryScope,
  uid: string,
  change: AdminCategoryChange,
): Promise<AdminCategory> {
  const { db, websiteUid } = scope
  const { name, is_on_navbar: isOnNavbar, ...values } = change
  return db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx, websiteUid)
    const before = await getAdminCategory(trx, websiteUid, uid)
    if (values.slug !== undefined) await checkSlugFree(trx, websiteUid, values.slug, uid)
    await updateCategory(trx, websiteUid, uid, {
      ...values,
      ...(name === undefined ? {} : { name: trimmedName(name) }),
      ...(isOnNavbar === undefined ? {} : { is_on_navbar: isOnNavbar ? 1 : 0 }),
    })
    const after = await getAdminCategory(trx, websiteUid, uid)
    await recordCategoryChange(trx, scope, { action: 'update', uid, before, after })
    return after
  })
}

/**
 * DELETE /categories/{uid}/: refused (409) while it has subcategories. Its items stay, out of
 * it; the audit entry keeps which they were, and its siblings close the gap it leaves.
 */
export async function deleteAdminCategory(scope: CategoryScope, uid: string): Promise<void> {
  const { db, websiteUid } = scope
  await db.transaction().execute(async (trx) => {
    await lockCategoryTree(trx, websiteUid)
    const category = await getAdminCategory(trx, websiteUid, uid)
    if (category.children_count > 0) throw conflict(HAS_SUBCATEGORIES)
    const itemUids = await findCategoryItemUids(trx, websiteUid, uid)
    const siblings = await findSiblingUids(trx, websiteUid, category.parent_uid)
    await deleteCategory(trx, websiteUid, uid)
    await writePositions(trx, websiteUid, withoutUid(siblings, uid))
    const before = { ...category, item_uids: itemUids }
    await recordCategoryChange(trx, scope, { action: 'delete', uid, before, after: null })
  })
  forgetThumbnailPath(websiteUid, 'category', uid)
}
