import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { appTranslator } from './i18n.ts'
import type { TFunction, Translator } from './translator.ts'

const TranslatorContext = createContext<Translator | null>(null)

/** Gives the screens below a translator of their own (a page the server renders). */
export function TranslatorProvider(props: { translator: Translator; children: ReactNode }) {
  return (
    <TranslatorContext.Provider value={props.translator}>
      {props.children}
    </TranslatorContext.Provider>
  )
}

/**
 * The texts in the visitor's language, `t('key', { name })`, and the translator itself: the
 * component draws again when the language changes.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? appTranslator()
  useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  )
  return { t: translator.t, i18n: translator }
}
