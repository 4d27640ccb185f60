import { cookieValue } from '../../contract/values/cookie-value.ts'
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '../../contract/values/first-screen.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts'

/**
 * The visitor's choice of language, shared by the storefront and the back office: kept under
 * this localStorage key, and in a cookie so the first screen the server renders is in it.
 */
export const LANGUAGE_STORAGE_KEY = 'language'

const A_YEAR_IN_SECONDS = 365 * 24 * 3600

/** The language the cookie holds, if the page can read one. */
function cookieLanguage(): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, LANGUAGE_COOKIE)
}

/** The language the page's address names (`?lang=en`, as search engines link each language). */
function addressLanguage(): string | null {
  return typeof location === 'undefined'
    ? null
    : new URLSearchParams(location.search).get(LANGUAGE_QUERY)
}

/**
 * The language the page's address names, taken as the visitor's choice (the server drew the page
 * in it); else the one chosen on an earlier visit: kept in this browser's storage, or else in the
 * cookie the server drew the first screen by (storage cleared, or refused); French otherwise.
 */
export function rememberedLanguage(): Language {
  const named = addressLanguage()
  if (isLanguage(named)) {
    rememberLanguage(named)
    return named
  }
  let stored: string | null = null
  try {
    stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // Private browsing may refuse storage: the cookie still tells.
  }
  if (isLanguage(stored)) return stored
  const cookie = cookieLanguage()
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE
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
