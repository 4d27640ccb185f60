import { escapeHtml } from '../../lib/html.ts'
import { sanitizeRichText } from '../../lib/rich-text.ts'

/**
 * An item's description is rich text: HTML of the tags sanitize.ts allows, kept clean on the
 * way in (staff's form, the demo, migration 0017), so the storefront shows it as it is stored.
 */

/** Staff's HTML, with nothing that runs: what is stored. */
export function cleanDescription(html: string): string {
  return sanitizeRichText(html).trim()
}

/** Plain text as a description: a paragraph per blank-line-separated block, lines kept. */
export function descriptionFromText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
