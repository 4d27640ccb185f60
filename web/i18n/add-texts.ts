import i18n, { type i18n as I18n } from 'i18next'
import type { Language } from './i18n.ts'

/** A feature's own texts, one tree per language, with the same keys in each. */
export type FeatureTexts = Record<Language, Record<string, unknown>>

/** Every feature's texts added so far, for the translators made after they came. */
const added: FeatureTexts[] = []

function addTo(instance: I18n, texts: FeatureTexts): void {
  for (const [language, tree] of Object.entries(texts)) {
    instance.addResourceBundle(language, 'translation', tree, true, false)
  }
}

/** Gives a translator just set up the features' texts added before it. */
export function addFeatureTexts(instance: I18n): void {
  for (const texts of added) addTo(instance, texts)
}

/**
 * Adds a feature's texts to the app's: a feature's page imports its texts, so they load with its
 * chunk instead of weighing on the first screen.
 */
export function addTexts(texts: FeatureTexts): void {
  added.push(texts)
  if (i18n.isInitialized) addTo(i18n, texts)
}
