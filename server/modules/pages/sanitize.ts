import type { Block } from '../../../contract/schemas/pages.ts'
import { isRecord } from '../../../contract/values/is-record.ts'
import { sanitizeRichText } from '../../lib/rich-text.ts'

/** A FAQ entry with its answer, French and English, sanitised; anything else as it is. */
function sanitizeFaqEntry(entry: unknown): unknown {
  if (!isRecord(entry)) return entry
  const clean = { ...entry }
  for (const name of ['description', 'description_en']) {
    const html = entry[name]
    if (typeof html === 'string') clean[name] = sanitizeRichText(html)
  }
  return clean
}

/**
 * A block's fields with their HTML sanitised: the answers of a FAQ (and their English versions)
 * are the only HTML a block holds. Anything not shaped as expected is left as stored, for the
 * block rules to judge.
 */
export function sanitizeBlockFields(
  component: Block['component'],
  fields: Record<string, unknown>,
): Record<string, unknown> {
  if (component !== 'Faq' || !Array.isArray(fields.entries)) return fields
  return { ...fields, entries: fields.entries.map(sanitizeFaqEntry) }
}
