import type { ApiError } from '../../contract/schemas/errors.ts'
import type { Language } from '../lib/chosen-language.ts'
import type { Catalogue } from './catalogue.ts'
import { FRENCH_MESSAGES } from './french-messages.ts'

interface Template {
  pattern: RegExp
  names: string[]
  translation: string
}

const PLACEHOLDER = /\{(\w+)\}/g

/** `field: message`, as 400s that name a field say it (server/errors.ts `invalidField`). */
const FIELD_PREFIXED = /^([\w.[\]-]+): (.+)$/s

/** The names of a message's placeholders, in order. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
}

function templateOf(english: string, translation: string): Template {
  const literalParts = english.split(PLACEHOLDER).filter((_, index) => index % 2 === 0)
  const escaped = literalParts.map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'))
  return {
    pattern: new RegExp(`^${escaped.join('(.+?)')}$`, 's'),
    names: placeholdersOf(english),
    translation,
  }
}

/**
 * A translator of messages by a catalogue: the message itself, else the first template it fits
 * (in the catalogue's order) with the values filled in; of `field: message`, the message part.
 * A message the catalogue lacks stays as it is.
 */
export function catalogueTranslator(catalogue: Catalogue): (message: string) => string {
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [english, translation] of Object.entries(catalogue)) {
    if (placeholdersOf(english).length === 0) exact.set(english, translation)
    else templates.push(templateOf(english, translation))
  }

  function translateWhole(message: string): string | undefined {
    const found = exact.get(message)
    if (found !== undefined) return found
    for (const { pattern, names, translation } of templates) {
      const values = pattern.exec(message)?.slice(1)
      if (!values) continue
      const byName = new Map(names.map((name, index) => [name, values[index] ?? '']))
      return translation.replace(PLACEHOLDER, (_, name: string) => byName.get(name) ?? '')
    }
    return undefined
  }

  return (message) => {
    // The field first: a template such as `{label} is required.` would take it for a value.
    const [, field, rest] = FIELD_PREFIXED.exec(message) ?? []
    const part = rest === undefined ? undefined : translateWhole(rest)
    if (part !== undefined) return `${field}: ${part}`
    return translateWhole(message) ?? message
  }
}

const TRANSLATORS: Record<Language, (message: string) => string> = {
  en: (message) => message,
  fr: catalogueTranslator(FRENCH_MESSAGES),
}

/** A message of the server (written in English) in `language`. */
export function translateMessage(message: string, language: Language): string {
  return TRANSLATORS[language](message)
}

/** An error body (§8) in `language`: its message and details; its type and fields stay. */
export function translateErrorBody(body: ApiError, language: Language): ApiError {
  if (language === 'en') return body
  const translated: ApiError = { ...body, message: translateMessage(body.message, language) }
  if (body.details) {
    translated.details = Object.fromEntries(
      Object.entries(body.details).map(([field, messages]) => [
        field,
        messages.map((message) => translateMessage(message, language)),
      ]),
    )
  }
  return translated
}
