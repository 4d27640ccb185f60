import { LANGUAGE_COOKIE } from '../../contract/first-screen.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts'

/**
 * The visitor's choice of language, shared by the storefront and the back office: kept under
 * this localStorage key, and in a cookie so the first screen the server renders is in it.
 */
export const LANGUAGE_STORAGE_KEY = 'language'

const A_YEAR_IN_SECONDS = 365 * 24 * 3600

/** The language chosen on an earlier visit, French otherwise. */
export function rememberedLanguage(): Language {
  try {
    const stored =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/** Remembers a choice of language for the next visit, and tells the server. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private browsing may refuse storage; the switch still applies to this visit.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`
}
