import type { Language } from '../../lib/chosen-language.ts'

/** A media's or playlist's texts in French, with their English versions ('' = none). */
export interface BilingualTexts {
  name: string
  excerpt: string
  excerpt_is_custom: number
  description: string
  name_en: string
  excerpt_en: string
  description_en: string
}

/** What a visitor reads of those texts. */
export interface ShownTexts {
  name: string
  excerpt: string
  excerpt_is_custom: boolean
  description: string
}

const given = (english: string) => english.trim() !== ''

/** The texts in `language`: each English one, or its French version when staff gave none. */
export function textsIn(language: Language, texts: BilingualTexts): ShownTexts {
  const english = language === 'en'
  const pick = (french: string, translated: string) =>
    english && given(translated) ? translated : french
  return {
    name: pick(texts.name, texts.name_en),
    excerpt: pick(texts.excerpt, texts.excerpt_en),
    excerpt_is_custom: Boolean(texts.excerpt_is_custom) || (english && given(texts.excerpt_en)),
    description: pick(texts.description, texts.description_en),
  }
}

/** A name in `language`: the English one when staff gave it, the French one otherwise. */
export function nameIn(language: Language, name: string, nameEn: string): string {
  return language === 'en' && given(nameEn) ? nameEn : name
}
