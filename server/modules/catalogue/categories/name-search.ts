import { sql } from 'kysely'
import type { Dialect } from '../../../db/connect.ts'

/** Accents as Unicode decomposes them (NFKD), which the comparison drops. */
const COMBINING_MARKS = '[\\u0300-\\u036f]'

/**
 * A category's name as search compares it: lower-case, without accents or ligatures, like
 * normalizeForSearch. SQLite's `name_key` is that already (french-order.ts); PostgreSQL's is
 * the name itself in a French collation, so the same is worked out from the name.
 */
function comparableName(dialect: Dialect) {
  if (dialect === 'sqlite') return sql<string>`categories.name_key`
  const bare = sql<string>`lower(regexp_replace(normalize(categories.name, NFKD), ${COMBINING_MARKS}, '', 'g'))`
  return sql<string>`replace(replace(replace(translate(${bare}, 'øđł', 'odl'), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')`
}

/**
 * True for the categories whose name holds `term`, a word from searchTerms(): only letters and
 * digits, so nothing in it acts as a LIKE wildcard.
 */
export const nameHolds = (dialect: Dialect, term: string) =>
  sql<boolean>`${comparableName(dialect)} like ${`%${term}%`}`
