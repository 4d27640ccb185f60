import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

/**
 * How a search box becomes a full-text condition on `items`. Terms come from searchTerms(), so
 * they hold only letters and digits: nothing in them can act as a query operator.
 */

/** FTS5 query: every term a quoted prefix, AND-ed (FTS5's implicit operator). */
export function ftsMatchQuery(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ')
}

/** PostgreSQL tsquery text: every term a prefix, AND-ed. */
export function tsQueryText(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ')
}

export interface SearchCondition {
  /** True for the items that match every term. */
  where: RawBuilder<boolean>
  /** Ascending = most relevant first. */
  relevance: RawBuilder<number>
}

/**
 * The search condition of a dialect. On SQLite it refers to `items_fts`, which the query must
 * join (see joinsFts); on PostgreSQL it reads the generated column `items.search_vector`.
 */
export function searchCondition(dialect: Dialect, terms: string[]): SearchCondition {
  if (dialect === 'sqlite') {
    return {
      where: sql<boolean>`items_fts MATCH ${ftsMatchQuery(terms)}`,
      // FTS5's rank is bm25: lower is better.
      relevance: sql<number>`items_fts.rank`,
    }
  }
  const query = sql`to_tsquery('simple', ${tsQueryText(terms)})`
  return {
    where: sql<boolean>`items.search_vector @@ ${query}`,
    relevance: sql<number>`-ts_rank(items.search_vector, ${query})`,
  }
}

/** Whether the dialect's search needs the `items_fts` table joined on `items.rowid`. */
export const joinsFts = (dialect: Dialect) => dialect === 'sqlite'

type ItemsQuery = SelectQueryBuilder<Database, 'items', object>

/** Narrows a query of `items` to those matching every term, joining `items_fts` on SQLite. */
export function matchingAll(query: ItemsQuery, dialect: Dialect, terms: string[]): ItemsQuery {
  let joined = query
  if (joinsFts(dialect)) {
    // items_fts is a virtual table Kysely's schema type does not know; the join adds no columns.
    joined = query.innerJoin(sql`items_fts`.as('items_fts'), (join) =>
      join.on(sql<boolean>`items_fts.rowid = items.rowid`),
    ) as unknown as ItemsQuery
  }
  return joined.where(searchCondition(dialect, terms).where)
}
