import { textAt } from './add-texts.ts'
import { DEFAULT_LANGUAGE, type Language } from './languages.ts'
import type { TextKeyName } from './text-keys.ts'

/** The values a text's `{{name}}` placeholders take; `count` also picks the plural form. */
export type TextValues = Readonly<Record<string, unknown>>
/** A text's key (typed: one that names no text is a type error), or keys tried in turn: `['editor.fields.Banner1.title', 'editor.fields.title']`. */
export type TextKey = TextKeyName | readonly TextKeyName[]
export type TFunction = (key: TextKey, values?: TextValues) => string

/** The texts of one language at a time, for the whole app or for one page the server renders. */
export interface Translator {
  readonly language: Language
  /** A new function after each change of language, so what was worked out with it is redone. */
  readonly t: TFunction
  changeLanguage(language: Language): void
  /** Calls `listener` after each change of language; returns the way to stop. */
  subscribe(listener: () => void): () => void
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
const pluralRules = new Map<Language, Intl.PluralRules>()

function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

/** `key_one` or `key_other` as the language says for a count (French: 0 and 1 are "one"), else `key`. */
function lookUp(language: Language, key: string, count: unknown): string | undefined {
  const plural =
    typeof count === 'number'
      ? textAt(language, `${key}_${pluralForm(language, count)}`)
      : undefined
  return plural ?? textAt(language, key)
}

/**
 * The text at `key` (or at the first of several keys that has one) in `language`, else in
 * French, else the key itself, with its placeholders filled from `values`. A placeholder without
 * a value stays as written. Nothing is escaped: React escapes what it draws.
 */
export function translate(
  language: Language,
  key: string | readonly string[],
  values: TextValues = {},
): string {
  const keys = typeof key === 'string' ? [key] : key
  const textIn = (lang: Language) =>
    keys.map((each) => lookUp(lang, each, values.count)).find((text) => text !== undefined)
  const text = textIn(language) ?? textIn(DEFAULT_LANGUAGE) ?? keys[0] ?? ''
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}

export function createTranslator(initial: Language): Translator {
  const listeners = new Set<() => void>()
  const textsIn = (language: Language): TFunction => {
    return (key, values) => translate(language, key, values)
  }
  const translator = {
    language: initial,
    t: textsIn(initial),
    changeLanguage(language: Language) {
      if (language === translator.language) return
      translator.language = language
      translator.t = textsIn(language)
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return translator
}
