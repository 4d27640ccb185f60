import type { Block, PageContent } from '../schemas/pages.ts'
import { isRecord } from './is-record.ts'

/** What a block's text is called in English beside its French: `title` → `title_en`. */
export const englishOf = (name: string) => `${name}_en`

const isEnglishName = (name: string) => name.endsWith('_en')

/**
 * Fields as a visitor in `language` reads them: in English each text with an English version
 * shows it (an empty one shows the French); the `_en` texts themselves are left out, so the
 * storefront renders one text per place whatever the language.
 */
function fieldsIn(value: unknown, language: 'fr' | 'en'): unknown {
  if (Array.isArray(value)) return value.map((entry) => fieldsIn(entry, language))
  if (!isRecord(value)) return value
  const shown: Record<string, unknown> = {}
  for (const [name, inner] of Object.entries(value)) {
    if (isEnglishName(name)) continue
    const english = value[englishOf(name)]
    const translated = language === 'en' && typeof english === 'string' && english.trim() !== ''
    shown[name] = translated ? english : fieldsIn(inner, language)
  }
  return shown
}

/** A page's blocks with their texts in `language` (French when a text has no English). */
export function pageInLanguage(page: PageContent, language: 'fr' | 'en'): PageContent {
  const content = page.content.map((block): Block => ({
    ...block,
    fields: fieldsIn(block.fields, language) as Block['fields'],
  }))
  return { ...page, content }
}
