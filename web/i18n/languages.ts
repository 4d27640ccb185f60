export const LANGUAGES = ['fr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** French is the default language and the fallback of a text English lacks (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'fr'

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language)
}
