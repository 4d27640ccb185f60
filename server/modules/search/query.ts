import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

/**
 * How a search box becomes a full-text condition on `items`. Terms come from searchTerms(), so
 * they hold only letters and digits: nothing in them can act as a query operator, nor as a
 * LIKE wildcard.
 *
 * SQLite matches through its FTS5 table `items_fts`; PostgreSQL through `search_words`, one row
 * per word of each item (migration 0033).
 */

/** FTS5 query: every term a quoted prefix, AND-ed (FTS5's implicit operator). */
export function ftsMatchQuery(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ')
}

/** Which items a search may find: the website's, and only those published by then if given. */
export interface SearchScope {
  websiteUid: string
  /** ISO time; every item when undefined (staff). */
  publishedBy?: string | undefined
}

/**
 * PostgreSQL: the items of the scope that have a word starting with each term, as rows
 * (item_no, score): the item's `search_no`, and how many times it says those words. Each term is
 * one range of search_words' primary key, read without touching `items`; the terms' words are
 * joined on the item, so only the items found by all are counted.
 */
export function postgresMatches(terms: string[], scope: SearchScope): RawBuilder<unknown> {
  // A term said twice narrows nothing.
  const [first, ...others] = [...new Set(terms)].map((term, n) => ({
    term: `${term}%`,
    words: sql.ref(`w${n}`),
  }))
  if (!first) throw new Error('A search needs at least one term')
  const joins = others.map(
    ({ term, words }) => sql`JOIN search_words AS ${words}
      ON ${words}.item_no = ${first.words}.item_no
      AND ${words}.website_uid = ${scope.websiteUid} AND ${words}.word LIKE ${term}`,
  )
  const published = scope.publishedBy
    ? sql`AND ${first.words}.published_at <= ${scope.publishedBy}`
    : sql``
  const score = sql.join(
    [first, ...others].map(({ words }) => sql`${words}.weight`),
    sql` + `,
  )
  return sql`(SELECT ${first.words}.item_no, sum(${score}) AS score
    FROM search_words AS ${first.words} ${sql.join(joins, sql` `)}
    WHERE ${first.words}.website_uid = ${scope.websiteUid} AND ${first.words}.word LIKE ${first.term}
      ${published}
    GROUP BY ${first.words}.item_no)`
}

/**
 * PostgreSQL: the one word of the scope's website that starts with `term`, when exactly one does
 * (the usual case for a whole word typed); undefined when none or several do. Two probes of
 * search_words' primary key, the first and the last word of the range.
 */
export async function onlyWordStartingWith(
  db: Kysely<Database>,
  term: string,
  scope: SearchScope,
): Promise<string | undefined> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    SELECT min(word) AS first, max(word) AS last FROM search_words
    WHERE website_uid = ${scope.websiteUid} AND word LIKE ${`${term}%`}`.execute(db)
  const [range] = rows
  return range?.first && range.first === range.last ? range.first : undefined
}

/**
 * PostgreSQL: the items of the scope that have `word`, as the rows of postgresMatches. An item
 * has a word once, so there is nothing to group: on a word that 100 000 items carry, grouping
 * was half the search's time.
 */
export function postgresWordMatches(word: string, scope: SearchScope): RawBuilder<unknown> {
  const published = scope.publishedBy ? sql`AND published_at <= ${scope.publishedBy}` : sql``
  return sql`(SELECT item_no, weight AS score FROM search_words
    WHERE website_uid = ${scope.websiteUid} AND word = ${word} ${published})`
}

/** Ascending = most relevant first; reads the table matchingAll joined. */
export function searchRelevance(dialect: Dialect): RawBuilder<number> {
  // FTS5's rank is bm25: lower is better.
  return dialect === 'sqlite' ? sql<number>`items_fts.rank` : sql<number>`-search_matches.score`
}

/** What orders items equally relevant, descending: the latest written first. */
export function searchTie(dialect: Dialect): RawBuilder<number> {
  return dialect === 'sqlite' ? sql<number>`items.rowid` : sql<number>`search_matches.item_no`
}

type ItemsQuery = SelectQueryBuilder<Database, 'items', object>

/**
 * Narrows a query of `items` to those of the scope matching every term, joining what
 * searchRelevance reads: `items_fts` on SQLite, the matches as `search_matches` on PostgreSQL.
 */
export function matchingAll(
  query: ItemsQuery,
  dialect: Dialect,
  terms: string[],
  scope: SearchScope,
): ItemsQuery {
  // Neither joined table is known to Kysely's schema type; the joins add no selected columns.
  if (dialect === 'sqlite') {
    return query
      .innerJoin(sql`items_fts`.as('items_fts'), (join) =>
        join.on(sql<boolean>`items_fts.rowid = items.rowid`),
      )
      .where(sql<boolean>`items_fts MATCH ${ftsMatchQuery(terms)}`) as unknown as ItemsQuery
  }
  return query.innerJoin(postgresMatches(terms, scope).as('search_matches'), (join) =>
    join.on(sql<boolean>`search_matches.item_no = items.search_no`),
  ) as unknown as ItemsQuery
}
