import { LANGUAGES, type Language } from './languages.ts'

/** Texts under nested keys: `{ itemPage: { published: 'Publié le {{date}}' } }`. */
export type TextTree = { [key: string]: string | TextTree }

/** A feature's own texts, one tree per language, with the same keys in each. */
export type FeatureTexts = Record<Language, TextTree>

/** Every text of the app in each language: its own, then each feature's as its code loads. */
const texts: Record<Language, TextTree> = { fr: {}, en: {} }

function merge(into: TextTree, from: TextTree): void {
  for (const [key, value] of Object.entries(from)) {
    const present = into[key]
    if (typeof value !== 'string' && typeof present === 'object') merge(present, value)
    else into[key] = typeof value === 'string' ? value : structuredClone(value)
  }
}

/**
 * Adds a feature's texts to the app's: a feature's page imports its texts, so they load with its
 * chunk instead of weighing on the first screen. Every translator reads them from then on.
 */
export function addTexts(added: FeatureTexts): void {
  for (const language of LANGUAGES) merge(texts[language], added[language])
}

/** The text at a dotted key (`itemPage.published`), if the language has one there. */
export function textAt(language: Language, key: string): string | undefined {
  let node: string | TextTree | undefined = texts[language]
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}
