import i18n, { type i18n as I18n, type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_COOKIE } from '../../contract/first-screen.ts'
import { addFeatureTexts } from './add-texts.ts'
import en from './en.json'
import fr from './fr.json'

export const LANGUAGES = ['fr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** The visitor's choice of language is remembered under this localStorage key. */
export const LANGUAGE_STORAGE_KEY = 'language'
const DEFAULT_LANGUAGE: Language = 'fr'

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language)
}

function rememberedLanguage(): Language {
  try {
    const stored =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

function followLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

function optionsFor(language: Language): InitOptions {
  return {
    resources: { fr: { translation: fr }, en: { translation: en } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  }
}

/** French by default and as fallback (spec §9); `<html lang>` follows the language. */
export function setUpI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n
  i18n.on('languageChanged', followLanguage)
  void i18n.use(initReactI18next).init(optionsFor(rememberedLanguage()))
  addFeatureTexts(i18n)
  followLanguage(i18n.language)
  return i18n
}

/** A translator of its own for one page the server renders, whatever the others' language. */
export function createI18n(language: Language): I18n {
  const instance = i18n.createInstance()
  void instance.init(optionsFor(language))
  addFeatureTexts(instance)
  return instance
}

const A_YEAR_IN_SECONDS = 365 * 24 * 3600

/** The language also goes in a cookie, so the first screen the server renders is in it. */
function tellServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`
}

/** Switches the language and remembers it for the next visit. */
export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private browsing may refuse storage; the switch still applies to this visit.
  }
  tellServer(language)
  void i18n.changeLanguage(language)
}
