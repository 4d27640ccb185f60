import { templateNames, type Operation } from './openapi.ts'

/** A request being made: built valid first, then mutated, then written as HTTP. */
export interface Draft {
  operation: Operation
  method: string
  /** Path parameters as they go into the address (already percent-encoded, or not). */
  pathValues: Record<string, string>
  /** Query pairs as they go into the address; a null value writes the name alone. */
  query: [string, string | null][]
  /** Header names in lower case; a header set to null is left out (Host included). */
  headers: Record<string, string | null>
  /** The body as a value, written as the content type says. */
  body?: unknown
  /** A body written as is, instead of `body`. */
  rawBody?: Buffer
  mutations: string[]
}

/** A request ready to send, and to show as the way to reproduce an answer. */
export interface FuzzRequest {
  index: number
  operation: string
  method: string
  target: string
  headers: [string, string][]
  body?: Buffer
  mutations: string[]
}

function formEncoded(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return String(body)
  const pairs: string[] = []
  for (const [key, value] of Object.entries(body)) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const one of values) {
      const text = typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one)
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
    }
  }
  return pairs.join('&')
}

function writtenBody(draft: Draft): Buffer | undefined {
  if (draft.rawBody) return draft.rawBody
  if (draft.body === undefined) return undefined
  if (draft.body instanceof Buffer) return draft.body
  const type = draft.headers['content-type'] ?? ''
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Buffer.from(formEncoded(draft.body))
  }
  return Buffer.from(JSON.stringify(draft.body) ?? '')
}

/** The address: the template with its parameters filled in, and the query string. */
export function target(draft: Draft): string {
  let address = draft.operation.path
  for (const name of templateNames(address)) {
    address = address.replace(`{${name}}`, draft.pathValues[name] ?? '')
  }
  if (draft.query.length === 0) return address
  const query = draft.query.map(([name, value]) => (value === null ? name : `${name}=${value}`))
  return `${address}?${query.join('&')}`
}

/** The draft as the request the fuzz sends. */
export function finish(draft: Draft, index: number): FuzzRequest {
  const body = writtenBody(draft)
  const headers = Object.entries(draft.headers).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  )
  return {
    index,
    operation: `${draft.operation.method} ${draft.operation.path}`,
    method: draft.method,
    target: target(draft),
    headers,
    body,
    mutations: draft.mutations,
  }
}
