import type { KnownValues } from './known-values.ts'
import type { Schema } from './openapi.ts'
import { chance, type Random } from './random.ts'

/** Where a request's values come from: the seeded source and what the demo's answers showed. */
export interface Sources {
  random: Random
  known: KnownValues
}

/**
 * Known values a field of this name takes, by the names they were seen under. The body's
 * `prices` are the uids under an item's `prices`, a checkout's `subscription` a plan's uid.
 */
const SEEN_AS: Record<string, string[]> = {
  slug: ['results.slug', 'slug'],
  uid: ['results.uid', 'uid'],
  itemUid: ['results.uid', 'item_uid'],
  mediaUid: ['content_object_id', 'medias.uid'],
  id: ['home_page', 'uid'],
  prices: ['prices.uid'],
  subscription: ['plans.uid'],
  items: ['results.uid'],
  categories: ['categories', 'results.uid'],
  uid__in: ['results.uid', 'uid'],
  parent_id: ['uid'],
}

const DEMO_EMAILS = ['client@vitrine.demo', 'staff@vitrine.demo']
const DEMO_PASSWORDS = ['vitrine-demo', 'vitrine-staff']
const LETTERS = 'abcdefghijklmnopqrstuvwxyzéèà'

/** Values the demo's answers held for a field of this name, fitting the length limits. */
export function seenValues(sources: Sources, name: string, schema: Schema = {}): string[] {
  const names = Object.hasOwn(SEEN_AS, name) ? (SEEN_AS[name] ?? []) : [name]
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity)
  return names.flatMap((seenAs) => sources.known.byName.get(seenAs) ?? []).filter(fits)
}

function word(random: Random, min: number, max: number): string {
  const length = random.int(min, Math.max(min, Math.min(max, min + 12)))
  return Array.from({ length }, () => random.pick([...LETTERS])).join('')
}

function validText(schema: Schema, name: string, sources: Sources): string {
  const { random } = sources
  if (schema.format === 'email') {
    return chance(random, 0.6) ? random.pick(DEMO_EMAILS) : `fuzz-${random.int(0, 1e6)}@example.com`
  }
  if (schema.format === 'binary') return 'picture'
  if (/password/i.test(name)) return random.pick(DEMO_PASSWORDS)
  const seen = seenValues(sources, name, schema)
  // A comma-separated list of uids (`uid__in`, `categories`).
  if (schema.pattern?.includes(',') && seen.length > 0) {
    return Array.from({ length: random.int(1, 3) }, () => random.pick(seen)).join(',')
  }
  if (seen.length > 0 && chance(random, 0.85)) return random.pick(seen)
  return word(random, Math.max(schema.minLength ?? 0, 1), schema.maxLength ?? 40)
}

function validNumber(schema: Schema, integer: boolean, random: Random): number {
  const min = schema.minimum ?? 0
  const max = schema.maximum ?? Math.max(min, 1000)
  const choice = random.pick(['min', 'max', 'between'] as const)
  if (choice === 'min') return min
  if (choice === 'max') return max
  const value = min + random.next() * (max - min)
  return integer ? Math.floor(value) : value
}

/** The schema's type, one of several when it lists some (null left aside). */
function typeOf(schema: Schema, random: Random): string | undefined {
  if (!Array.isArray(schema.type)) return schema.type
  return random.pick(schema.type.filter((type) => type !== 'null'))
}

/** A value the schema accepts, taken from the demo's own values where a name says which. */
export function validValue(schema: Schema, name: string, sources: Sources, depth = 0): unknown {
  const { random } = sources
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0) return validValue(random.pick(choices), name, sources, depth)
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], name, sources, depth)
  if (schema.const !== undefined) return schema.const
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum)
  switch (typeOf(schema, random)) {
    case 'string':
      return validText(schema, name, sources)
    case 'integer':
      return validNumber(schema, true, random)
    case 'number':
      return validNumber(schema, false, random)
    case 'boolean':
      return chance(random, 0.5)
    case 'array': {
      const min = schema.minItems ?? 0
      const count = random.int(Math.max(min, 1), Math.max(min, Math.min(schema.maxItems ?? 3, 3)))
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, name, sources, depth + 1),
      )
    }
    case 'object':
      return validObject(schema, sources, depth)
    default:
      return depth > 3 ? 'x' : validObject(schema, sources, depth)
  }
}

function validObject(schema: Schema, sources: Sources, depth: number): Record<string, unknown> {
  const { random } = sources
  const object: Record<string, unknown> = {}
  const required = new Set(schema.required ?? [])
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || (depth < 4 && chance(random, 0.6))) {
      object[key] = validValue(inner, key, sources, depth + 1)
    }
  }
  const extra = schema.additionalProperties
  if (extra && typeof extra === 'object' && depth < 4) {
    for (let count = random.int(0, 2); count > 0; count -= 1) {
      object[word(random, 3, 8)] = validValue(extra, '', sources, depth + 1)
    }
  }
  return object
}
