import type { FastifyInstance } from 'fastify'
import { invalidField } from '../errors.ts'

const NUL_MESSAGE = 'Null characters are not allowed.'

const holdsNul = (text: string) => text.includes('\0') || text.includes('%00')

function decodedName(pair: string): string | null {
  const name = pair.split('=')[0] ?? ''
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** `path`, the query parameter whose text holds a NUL (raw or `%00`), or null. */
function nulInAddress(url: string): string | null {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  if (holdsNul(path)) return 'path'
  if (queryStart === -1) return null
  const pair = url
    .slice(queryStart + 1)
    .split('&')
    .find(holdsNul)
  if (pair === undefined) return null
  const name = decodedName(pair)
  return name && !name.includes('\0') ? name : 'query'
}

/** An array or a record: a JSON object, or a form's (whose prototype has a null prototype). */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value) as object | null
  return prototype === null || Object.getPrototypeOf(prototype) === null
}

/** Whether a string or a key anywhere in the value holds a NUL. */
function holdsNulDeep(value: unknown): boolean {
  // A list, not recursion: a deeply nested body must not exhaust the stack.
  const pending = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string' && next.includes('\0')) return true
    if (!isContainer(next)) continue
    for (const [key, inner] of Object.entries(next)) {
      if (key.includes('\0')) return true
      pending.push(inner)
    }
  }
  return false
}

/** The top-level field of a parsed body that holds a NUL (`body` when none names it), or null. */
function nulInBody(body: unknown): string | null {
  if (!isContainer(body) || Array.isArray(body)) return holdsNulDeep(body) ? 'body' : null
  for (const [key, value] of Object.entries(body)) {
    if (key.includes('\0')) return 'body'
    if (holdsNulDeep(value)) return key
  }
  return null
}

/**
 * 400 for a NUL in the address (before anything reads it) or in a parsed body, naming where
 * it was. A NUL is never part of a name, a message or an address, and PostgreSQL refuses it in
 * text: turned away here, it is refused the same way on every database.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const field = nulInAddress(request.url)
    if (field) throw invalidField(field, NUL_MESSAGE)
  })
  app.addHook('preValidation', async (request) => {
    const field = nulInBody(request.body)
    if (field) throw invalidField(field, NUL_MESSAGE)
  })
}
