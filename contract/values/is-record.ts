/**
 * A plain object (not null, not an array), whose fields may be read by name: how both sides
 * read loosely typed JSON (a block's fields, an error body). A plain file, free of TypeBox.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
