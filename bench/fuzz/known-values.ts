import { matchTemplate, operationName, type Operation } from './openapi.ts'

/** What the demo's own answers showed: real uids, slugs and addresses to build requests from. */
export interface KnownValues {
  /** Strings seen in answers, by the property that held them (`slug`) and with its parent's (`prices.uid`). */
  byName: Map<string, string[]>
  /** Addresses seen in answers (`/embed/…/`, signed media addresses), by the operation they fit. */
  addresses: Map<string, string[]>
  /** The JSON answer of a GET, by path template: an example body for a PUT on the same path. */
  answers: Map<string, unknown>
  /** Bodies the warm-up sent that were accepted, by operation (a checkout, its confirmation). */
  bodies: Map<string, unknown[]>
}

const KEEP_PER_NAME = 200
const KEEP_PER_OPERATION = 50

export function noKnownValues(): KnownValues {
  return { byName: new Map(), addresses: new Map(), answers: new Map(), bodies: new Map() }
}

function remember(map: Map<string, string[]>, key: string, value: string, keep: number): void {
  const list = map.get(key) ?? []
  if (list.length < keep && !list.includes(value)) list.push(value)
  map.set(key, list)
}

/** `/path?query` of an address given absolute or relative, or null for anything else. */
function localAddress(text: string): string | null {
  if (text.startsWith('/') && !text.startsWith('//')) return text
  if (!/^https?:\/\//.test(text)) return null
  try {
    const url = new URL(text)
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

export function learnAddress(known: KnownValues, operations: Operation[], text: string): void {
  const address = localAddress(text)
  if (!address || address.length > 2000) return
  for (const operation of operations) {
    if (matchTemplate(operation.path, address)) {
      remember(known.addresses, operationName(operation), address, KEEP_PER_OPERATION)
    }
  }
}

/** Records every string of a JSON answer under its property's name, and every address in it. */
export function learnFrom(known: KnownValues, operations: Operation[], answer: unknown): void {
  // A list, not recursion: answers may nest deeply.
  const pending: { value: unknown; name: string; parent: string }[] = [
    { value: answer, name: '', parent: '' },
  ]
  while (pending.length > 0) {
    const { value, name, parent } = pending.pop() as (typeof pending)[number]
    if (typeof value === 'string') {
      if (name) remember(known.byName, name, value, KEEP_PER_NAME)
      if (name && parent) remember(known.byName, `${parent}.${name}`, value, KEEP_PER_NAME)
      learnAddress(known, operations, value)
    } else if (Array.isArray(value)) {
      for (const inner of value) pending.push({ value: inner, name, parent })
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        pending.push({ value: inner, name: key, parent: name })
      }
    }
  }
}

/** Addresses in links, sources and sitemap entries of an HTML or XML answer. */
const TEXT_ADDRESS = /(?:https?:\/\/[^\s"'<>]+|(?<=["'>(])\/[^\s"'<>)]*)/g

/** Records every address an HTML page or an XML sitemap holds. */
export function learnFromText(known: KnownValues, operations: Operation[], text: string): void {
  for (const [address] of text.matchAll(TEXT_ADDRESS)) {
    learnAddress(known, operations, address.replaceAll('&amp;', '&'))
  }
}
