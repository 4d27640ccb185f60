import polyglotI18nProvider from 'ra-i18n-polyglot'
import { LANGUAGES, isLanguage, type Language } from '../../i18n/languages.ts'
import { rememberedLanguage, rememberLanguage } from '../../i18n/remembered-language.ts'
import { en } from './en.ts'
import { fr } from './fr.ts'

const MESSAGES = { fr, en }
const NAMES: Record<Language, string> = { fr: 'Français', en: 'English' }

function followLanguage(language: Language): void {
  document.documentElement.lang = language
}

const polyglot = polyglotI18nProvider(
  (locale) => MESSAGES[isLanguage(locale) ? locale : 'fr'],
  rememberedLanguage(),
  LANGUAGES.map((locale) => ({ locale, name: NAMES[locale] })),
)

/**
 * The back office's languages: French by default, English too, chosen as on the storefront (the
 * same remembered choice and cookie), so switching in one switches the other.
 */
export const i18nProvider = {
  ...polyglot,
  changeLocale(locale: string) {
    if (isLanguage(locale)) {
      rememberLanguage(locale)
      followLanguage(locale)
    }
    return polyglot.changeLocale(locale)
  },
}

followLanguage(rememberedLanguage())
