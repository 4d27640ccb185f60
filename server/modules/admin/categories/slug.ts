/** Derived slugs stop here, so a `-2`, `-3`… suffix always fits CATEGORY_SLUG_MAX_LENGTH. */
const BASE_MAX_LENGTH = 60

/** A slug made from a name: `Jazz & Blues d'été` → `jazz-blues-d-ete`. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/^-+|-+$/g, '')
  return slug || 'category'
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}
