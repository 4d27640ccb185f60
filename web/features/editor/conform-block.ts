import type { EditorContent } from '../../../contract/schemas/admin.ts'
import type { Block } from '../../../contract/schemas/pages.ts'
import { BLOCK_DEFAULTS } from './block-defaults.ts'
import { BLOCK_LAYOUTS } from '../../../contract/values/block-layouts.ts'
import { isRecord } from '../../../contract/values/is-record.ts'

/**
 * `value` in the shape of `template`: the template's keys only, each of the same kind as the
 * template's (the template's value where it is missing or of another kind). `null` in the
 * template means "anything", for nullable properties; lists are taken as they are.
 */
function conform(template: unknown, value: unknown): unknown {
  if (template === null) return value ?? null
  if (Array.isArray(template)) return Array.isArray(value) ? value : template
  if (isRecord(template)) {
    const given = isRecord(value) ? value : {}
    return Object.fromEntries(
      Object.entries(template).map(([key, inner]) => [key, conform(inner, given[key])]),
    )
  }
  return typeof value === typeof template ? value : template
}

/**
 * A block whose fields are complete and only those of its component (contract BLOCK_FIELDS):
 * blocks come loosely typed so an older one still loads, and the editor shows every field.
 */
export function conformBlock(block: Block): Block {
  const fields = conform(BLOCK_DEFAULTS[block.component](''), block.fields) as Record<
    string,
    unknown
  >
  const layouts: readonly string[] = BLOCK_LAYOUTS[block.component]
  if (!layouts.includes(fields.layout as string)) fields.layout = layouts[0]
  return { ...block, fields }
}

/** The editor's content with every block conformed. */
export function conformContent(content: EditorContent): EditorContent {
  return { ...content, page: { ...content.page, content: content.page.content.map(conformBlock) } }
}
