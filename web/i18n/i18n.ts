import { addTexts } from './add-texts.ts'
import en from './en.json'
import fr from './fr.json'
import type { Language } from './languages.ts'
import { rememberedLanguage, rememberLanguage } from './remembered-language.ts'
import { createTranslator, type Translator } from './translator.ts'

export { LANGUAGES, type Language } from './languages.ts'
export { LANGUAGE_STORAGE_KEY } from './remembered-language.ts'

addTexts({ fr, en })

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

/** Switches the language and remembers it for the next visit. */
export function changeLanguage(language: Language): void {
  rememberLanguage(language)
  appTranslator().changeLanguage(language)
}
