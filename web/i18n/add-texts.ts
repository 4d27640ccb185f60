import i18n from 'i18next'
import type { Language } from './i18n.ts'

/** A feature's own texts, one tree per language, with the same keys in each. */
export type FeatureTexts = Record<Language, Record<string, unknown>>

/**
 * Adds a feature's texts to the app's: a feature's page imports its texts, so they load with its
 * chunk instead of weighing on the first screen.
 */
export function addTexts(texts: FeatureTexts): void {
  for (const [language, tree] of Object.entries(texts)) {
    i18n.addResourceBundle(language, 'translation', tree, true, false)
  }
}
