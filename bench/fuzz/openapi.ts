/** The parts of an OpenAPI 3.0 document (as @fastify/swagger writes it) the fuzz reads. */
export interface Schema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
  nullable?: boolean
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Schema
}

/** One documented call: a method on a path template such as `/items/{slug}/`. */
export interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  /** The body's media type and schema, when the call takes one. */
  body?: { contentType: string; schema: Schema }
  /** Whether the call is documented as needing a token. */
  needsToken: boolean
}

interface RawOperation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  security?: unknown[]
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`

/** Every operation the document lists, in its order. */
export function readOperations(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, RawOperation>> }).paths ?? {}
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const [contentType, content] = Object.entries(raw.requestBody?.content ?? {})[0] ?? []
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: raw.parameters ?? [],
        body: contentType ? { contentType, schema: content?.schema ?? {} } : undefined,
        needsToken: (raw.security?.length ?? 0) > 0,
      })
    }
  }
  return operations
}

/** The path's parameters in a template, `{*}` included. */
export function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')
}

/** The values an address gives a template's parameters, or null when it does not fit. */
export function matchTemplate(path: string, address: string): Record<string, string> | null {
  const names = templateNames(path)
  const literals = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  // `*` takes the rest of the address, slashes included; any other parameter one segment.
  const pattern = literals
    .map((literal, index) => {
      const name = names[index]
      if (name === undefined) return literal
      return `${literal}${name === '*' ? '(.+)' : '([^/]+)'}`
    })
    .join('')
  const found = new RegExp(`^${pattern}$`).exec(address.split('?')[0] ?? '')
  if (!found) return null
  return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']))
}
