/**
 * `text` as a LIKE pattern that finds it anywhere, lower-cased, with `%`, `_` and `\` standing
 * for themselves: use it with `escape '\'` and compare it to a `lower(…)` column.
 */
export const containing = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`

/** `text` as a LIKE pattern that finds what starts with it, case kept; use with `escape '\'`. */
export const startingWith = (text: string): string =>
  `${text.replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`
