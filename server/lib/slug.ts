/**
 * A slug made from a name, for an address: `Jazz & Blues d'été` → `jazz-blues-d-ete`, at most
 * `maxLength` characters (leave room for a `-2` suffix), or `fallback` when nothing is left.
 */
export function slugify(name: string, fallback: string, maxLength: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
  return slug || fallback
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string | null>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}
