/**
 * What a change did to a record, field by field: the two records the audit log kept, laid flat
 * (`prices.0.amount`), and the paths whose values differ. A creation lists what the new record
 * holds, a deletion what the old one held.
 */

/** A value the audit log shows as it is: text, a number, a flag, a list of those, or nothing. */
export type ShownValue = string | number | boolean | null | (string | number | boolean | null)[]

export interface ChangedField {
  /** The field's path from the record's top: `['prices', 0, 'amount']`. */
  path: (string | number)[]
  before: ShownValue | undefined
  after: ShownValue | undefined
}

const isPlain = (value: unknown): value is ShownValue =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((entry) => entry === null || typeof entry !== 'object'))

/** Each leaf of a record under its path; a list of plain values is one leaf. */
function leaves(value: unknown, path: (string | number)[] = []): Map<string, ChangedField['path']> {
  const found = new Map<string, ChangedField['path']>()
  const visit = (node: unknown, at: (string | number)[]) => {
    if (isPlain(node) || node === undefined) {
      if (at.length > 0) found.set(JSON.stringify(at), at)
      return
    }
    const entries = Array.isArray(node)
      ? node.map((entry, index) => [index, entry] as const)
      : Object.entries(node as Record<string, unknown>)
    for (const [key, entry] of entries) visit(entry, [...at, key])
  }
  visit(value, path)
  return found
}

function valueAt(record: unknown, path: (string | number)[]): ShownValue | undefined {
  let node: unknown = record
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string | number, unknown>)[key]
  }
  return isPlain(node) ? node : undefined
}

/** The fields that differ between `before` and `after`, in the records' own order. */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const paths = new Map([...leaves(after), ...leaves(before)])
  const changes: ChangedField[] = []
  for (const path of paths.values()) {
    // A nested record's own identifier is no field a person changed.
    if (path.length > 1 && path.at(-1) === 'uid') continue
    const was = valueAt(before, path)
    const is = valueAt(after, path)
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ path, before: was, after: is })
  }
  return changes
}
