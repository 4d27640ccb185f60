import { LANGUAGE_COOKIE } from '../../contract/first-screen.ts'
import { cookieValue } from './cookies.ts'

export type Language = 'fr' | 'en'

/** The language the visitor chose on the storefront (its `language` cookie); French otherwise. */
export function chosenLanguage(cookieHeader: string | undefined): Language {
  return cookieValue(cookieHeader, LANGUAGE_COOKIE) === 'en' ? 'en' : 'fr'
}
