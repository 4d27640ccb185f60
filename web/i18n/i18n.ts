import { LANGUAGE_COOKIE } from '../../contract/first-screen.ts'
import { addTexts } from './add-texts.ts'
import en from './en.json'
import fr from './fr.json'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts'
import { createTranslator, type Translator } from './translator.ts'

export { LANGUAGES, type Language } from './languages.ts'

/** The visitor's choice of language is remembered under this localStorage key. */
export const LANGUAGE_STORAGE_KEY = 'language'

addTexts({ fr, en })

function rememberedLanguage(): Language {
  try {
    const stored =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

let app: Translator | null = null

/**
 * The app's translator, set up on first use in the remembered language (French by default);
 * `<html lang>` follows it.
 */
export function appTranslator(): Translator {
  if (app) return app
  const translator = createTranslator(rememberedLanguage())
  const followLanguage = () => {
    if (typeof document !== 'undefined') document.documentElement.lang = translator.language
  }
  translator.subscribe(followLanguage)
  followLanguage()
  app = translator
  return translator
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
  appTranslator().changeLanguage(language)
}
