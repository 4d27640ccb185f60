/** The category tree's rules, on plain values: no cycles, dense positions. */

export interface ParentLink {
  uid: string
  parent_uid: string | null
}

/**
 * Whether `uid` is `ancestorUid` or sits somewhere under it: a category moved there would be
 * its own ancestor.
 */
export function isWithin(links: readonly ParentLink[], uid: string, ancestorUid: string): boolean {
  const parentOf = new Map(links.map((link) => [link.uid, link.parent_uid]))
  const seen = new Set<string>()
  for (let current: string | null | undefined = uid; current; current = parentOf.get(current)) {
    if (current === ancestorUid) return true
    // Data holding a cycle already must not hang the check.
    if (seen.has(current)) return false
    seen.add(current)
  }
  return false
}

/** `siblings` with `uid` taken out and put back at `index`; past the last one means last. */
export function placeAt(siblings: readonly string[], uid: string, index: number): string[] {
  const others = siblings.filter((sibling) => sibling !== uid)
  const at = Math.min(index, others.length)
  return [...others.slice(0, at), uid, ...others.slice(at)]
}

/** `siblings` without `uid`: their positions once it has left. */
export const withoutUid = (siblings: readonly string[], uid: string): string[] =>
  siblings.filter((sibling) => sibling !== uid)
