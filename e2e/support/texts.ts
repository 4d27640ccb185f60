import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/i18n')

export type Language = 'fr' | 'en'

/** The storefront's texts in one language; `Texts['shell']['more']` is the 'Plus' label. */
export type Texts = Record<string, Record<string, string | Record<string, string>>>

const cache = new Map<Language, Texts>()

type Tree = { [key: string]: string | Tree }

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key]
    into[key] =
      typeof value === 'object' && typeof there === 'object' ? merge({ ...there }, value) : value
  }
  return into
}

/** A feature's texts live in web/i18n/<feature>/<language>.json and load with its chunk. */
function featureTexts(language: Language): Tree[] {
  return readdirSync(i18nDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(i18nDir, entry.name, `${language}.json`))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Tree)
}

/**
 * The storefront's own texts, read from web/i18n, so page objects find controls by the labels a
 * visitor hears. Journeys assert the spec's wording literally instead ('Page introuvable').
 */
export function textsOf(language: Language): Texts {
  let texts = cache.get(language)
  if (!texts) {
    const core = JSON.parse(readFileSync(path.join(i18nDir, `${language}.json`), 'utf8')) as Tree
    texts = featureTexts(language).reduce(merge, core) as Texts
    cache.set(language, texts)
  }
  return texts
}

/** One text by its dotted key (`shell.more`); fails loudly when the key does not exist. */
export function text(language: Language, key: string): string {
  let value: unknown = textsOf(language)
  for (const part of key.split('.')) value = (value as Record<string, unknown>)?.[part]
  if (typeof value !== 'string') throw new Error(`No ${language} text for "${key}"`)
  return value
}
