import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

/**
 * How a search box becomes a full-text condition on `items`. Terms come from searchTerms(), so
 * they hold only letters and digits: nothing in them can act as a query operator, nor as a
 * LIKE wildcard.
 *
 * SQLite matches through its FTS5 table `items_fts`; PostgreSQL through `search_words`, one row
 * per word of each item (migration 0033), and several whole words through `search_items`, one
 * row per item (migration 0038).
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
  const conditions = [...new Set(terms)].map(
    (term) => (word: RawBuilder<unknown>) => sql`${word} LIKE ${`${term}%`}`,
  )
  // Several words of an item may start with a term.
  return joinedWords(conditions, scope, 'grouped')
}

/**
 * PostgreSQL: one row per item of the scope whose words meet every condition, with the sum of
 * their weights as its score; `grouped` when an item may have several words meeting one.
 */
function joinedWords(
  conditions: ((word: RawBuilder<unknown>) => RawBuilder<unknown>)[],
  scope: SearchScope,
  grouped?: 'grouped',
): RawBuilder<unknown> {
  const [first, ...others] = conditions.map((condition, n) => {
    const rows = sql.ref(`w${n}`)
    return { rows, condition: condition(sql`${rows}.word`) }
  })
  if (!first) throw new Error('A search needs at least one term')
  const joins = others.map(
    ({ rows, condition }) => sql`JOIN search_words AS ${rows}
      ON ${rows}.item_no = ${first.rows}.item_no
      AND ${rows}.website_uid = ${scope.websiteUid} AND ${condition}`,
  )
  const published = scope.publishedBy
    ? sql`AND ${first.rows}.published_at <= ${scope.publishedBy}`
    : sql``
  const weights = sql.join(
    [first, ...others].map(({ rows }) => sql`${rows}.weight`),
    sql` + `,
  )
  const rows = sql`FROM search_words AS ${first.rows} ${sql.join(joins, sql` `)}
    WHERE ${first.rows}.website_uid = ${scope.websiteUid} AND ${first.condition} ${published}`
  return grouped
    ? sql`(SELECT ${first.rows}.item_no, sum(${weights}) AS score ${rows}
      GROUP BY ${first.rows}.item_no)`
    : sql`(SELECT ${first.rows}.item_no, ${weights} AS score ${rows})`
}

/**
 * PostgreSQL: for each term, the one word of the scope's website that starts with it, when
 * exactly one does (the usual case for a whole word typed); `null` when none does, and
 * undefined when several do. Two probes of search_words' primary key per term, the first and
 * the last word of its range, all in one statement.
 */
export async function onlyWordsStartingWith(
  db: Kysely<Database>,
  terms: string[],
  scope: SearchScope,
): Promise<(string | null | undefined)[]> {
  const bound = (end: 'min' | 'max', term: string) =>
    sql`(SELECT ${sql.raw(end)}(word) FROM search_words
      WHERE website_uid = ${scope.websiteUid} AND word LIKE ${`${term}%`})`
  const probes = terms.map(
    (term, n) => sql`${bound('min', term)} AS ${sql.ref(`first${n}`)},
      ${bound('max', term)} AS ${sql.ref(`last${n}`)}`,
  )
  const { rows } = await sql<Record<string, string | null>>`
    SELECT ${sql.join(probes)}`.execute(db)
  const [range = {}] = rows
  return terms.map((_, n) => {
    const first = range[`first${n}`] ?? null
    if (first === null) return null
    return first === range[`last${n}`] ? first : undefined
  })
}

/**
 * PostgreSQL: the items of the scope that have `word`, as the rows of postgresMatches. An item
 * has a word once, so there is nothing to group; its rows come in the order of their score
 * (migration 0037).
 */
export function postgresWordMatches(word: string, scope: SearchScope): RawBuilder<unknown> {
  return joinedWords([(column) => sql`${column} = ${word}`], scope)
}

/**
 * PostgreSQL: the items of the scope that have every one of `words` (two or more, each said
 * once), as the rows of postgresMatches, from search_items (migration 0038): its GIN index
 * finds the items that have them all, and each match's score is read from its one row.
 */
export function postgresItemsWithAllWords(
  words: string[],
  scope: SearchScope,
): RawBuilder<unknown> {
  const score = sql.join(
    words.map((word) => sql`weights[array_position(words, ${word}::text)]`),
    sql` + `,
  )
  const published = scope.publishedBy ? sql`AND published_at <= ${scope.publishedBy}` : sql``
  return sql`(SELECT item_no, ${score} AS score FROM search_items
    WHERE words @> ${words}::text[] AND website_uid = ${scope.websiteUid} ${published})`
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
