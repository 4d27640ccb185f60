import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { AdminCategoriesQuery } from '../../../../contract/schemas/admin-categories.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import type { ListPage } from '../../../http/list-page.ts'
import { nameHolds } from './name-search.ts'
import { withCategoryColumns } from './repo.ts'

type Db = Kysely<Database>
type CategoriesQuery = SelectQueryBuilder<Database, 'categories', object>
type CategorySort = NonNullable<AdminCategoriesQuery['_sort']>

export interface CategoryFilter extends Pick<
  AdminCategoriesQuery,
  'parent_uid' | 'root' | 'is_on_navbar'
> {
  /** Normalised words (searchTerms) the name must all hold. */
  terms?: string[] | undefined
}

/** Deeper than any tree staff build: a guard should the data ever hold a cycle. */
const MAX_DEPTH = 50

/** A sibling's rank as fixed-width text, so that text order is number order: 7 → '1000000007'. */
const rankText = sql<string>`cast(ranked.rank + 1000000000 as text)`

/**
 * The website's categories joined to `category_tree.tree_path`, which sorts in the tree's order:
 * each category, then those under it, siblings as the storefront orders them (position, name).
 * The path is the ranks of the category and its ancestors, from the top, one after the other.
 */
function inTreeOrder(db: Db, websiteUid: string): CategoriesQuery {
  // Kysely writes WITH RECURSIVE, which PostgreSQL needs for category_tree, only when the
  // first CTE asks for it; ranked itself does not recurse.
  const query = db
    .withRecursive('ranked', (qb) =>
      qb
        .selectFrom('categories')
        .select([
          'uid',
          'parent_uid',
          sql<number>`row_number() over (partition by parent_uid order by position, name_key, uid)`.as(
            'rank',
          ),
        ])
        .where('website_uid', '=', websiteUid),
    )
    .withRecursive('category_tree(uid, tree_path, depth)', (qb) =>
      qb
        .selectFrom('ranked')
        .select(['ranked.uid', rankText.as('tree_path'), sql<number>`1`.as('depth')])
        .where('ranked.parent_uid', 'is', null)
        .unionAll(
          qb
            .selectFrom('ranked')
            .innerJoin('category_tree', 'category_tree.uid', 'ranked.parent_uid')
            .select([
              'ranked.uid',
              sql<string>`category_tree.tree_path || ${rankText}`.as('tree_path'),
              sql<number>`category_tree.depth + 1`.as('depth'),
            ])
            .where('category_tree.depth', '<', MAX_DEPTH),
        ),
    )
    .selectFrom('categories')
    .innerJoin('category_tree', 'category_tree.uid', 'categories.uid')
  // The join adds no columns the page selects; only its ORDER BY reads tree_path.
  return query as unknown as CategoriesQuery
}

/** The website's categories narrowed by the filter, from `from`. */
function filtered(
  from: CategoriesQuery,
  dialect: Dialect,
  websiteUid: string,
  filter: CategoryFilter,
): CategoriesQuery {
  let query = from.where('categories.website_uid', '=', websiteUid)
  if (filter.parent_uid !== undefined) {
    query = query.where('categories.parent_uid', '=', filter.parent_uid)
  }
  if (filter.root !== undefined) {
    query = query.where('categories.parent_uid', filter.root ? 'is' : 'is not', null)
  }
  if (filter.is_on_navbar !== undefined) {
    query = query.where('categories.is_on_navbar', '=', filter.is_on_navbar ? 1 : 0)
  }
  for (const term of filter.terms ?? []) query = query.where(nameHolds(dialect, term))
  return query
}

/** One page of the website's categories and how many match in all. */
export async function findCategoryPage(
  db: Db,
  dialect: Dialect,
  websiteUid: string,
  filter: CategoryFilter,
  sort: CategorySort,
  page: ListPage,
) {
  const counted = filtered(db.selectFrom('categories'), dialect, websiteUid, filter)
  const from = sort === 'position' ? inTreeOrder(db, websiteUid) : db.selectFrom('categories')
  // Names in French order (migration 0005).
  const order = sort === 'position' ? sql`category_tree.tree_path` : sql`categories.name_key`
  const [total, rows] = await Promise.all([
    counted.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    withCategoryColumns(filtered(from, dialect, websiteUid, filter), websiteUid)
      .orderBy(order, page.direction)
      .orderBy('categories.name', page.direction)
      .orderBy('categories.uid', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(total.total), rows }
}
