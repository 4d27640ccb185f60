import { normalizeForSearch } from '../lib/normalize-for-search.ts'

/** The SQL function SQLite computes `name_key` columns with (registered in connect.ts). */
export const FRENCH_SORT_KEY_FUNCTION = 'fr_sort_key'

/** The ICU collation PostgreSQL keeps `name_key` columns in. */
export const FRENCH_COLLATION = 'fr-x-icu'

/** The ICU collation PostgreSQL keeps `name_en_key` columns in (English names' order). */
export const ENGLISH_COLLATION = 'en-x-icu'

/**
 * A name as French order compares it first: without case, accents or ligatures ("Nœuds" as
 * "noeuds", "L’Élève" as "l'eleve"), so names sorted by it then by themselves come in the
 * order of a French dictionary. SQLite has no French collation; PostgreSQL uses ICU's.
 */
export function frenchSortKey(name: string): string {
  return normalizeForSearch(name).replace(/[’‘]/g, "'")
}
