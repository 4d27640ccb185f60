import { finish, target, type Draft, type FuzzRequest } from './draft.ts'
import type { KnownValues } from './known-values.ts'
import { mutate } from './mutations.ts'
import { matchTemplate, operationName, templateNames, type Operation } from './openapi.ts'
import { chance, requestRandom, type Random } from './random.ts'
import { validValue, type Sources } from './valid-values.ts'

/** A demo website as the fuzz reaches it: its Host, and tokens of its customer and its owner. */
export interface FuzzSite {
  host: string
  customer: string
  staff: string
}

export interface FuzzPlan {
  seed: number
  operations: Operation[]
  known: KnownValues
  /** The first site (every catalogue visibility) and the second (login forced). */
  sites: { main: FuzzSite; other: FuzzSite }
  /** Tokens of their own for logout calls, which end the token they are sent with. */
  spareTokens: string[]
  /** Cookies the demo's answers set (playback, member), `name=value`. */
  cookies: string[]
  /** A small PNG picture, for uploads. */
  picture: Buffer
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW'

function multipart(picture: Buffer, random: Random): Buffer {
  const name = random.pick(['file', 'file', 'picture', '__proto__'])
  const type = random.pick(['image/png', 'image/png', 'image/jpeg', 'text/plain'])
  const content = chance(random, 0.8) ? picture : Buffer.from('not a picture')
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

/** Path and query values of an address the demo answered with, e.g. a signed media address. */
function fromKnownAddress(draft: Draft, address: string): void {
  draft.pathValues = matchTemplate(draft.operation.path, address) ?? {}
  const query = address.split('?')[1]
  draft.query = query
    ? query.split('&').map((pair): [string, string] => {
        const [name = '', ...value] = pair.split('=')
        return [name, value.join('=')]
      })
    : []
}

function encodePathValue(name: string, value: unknown): string {
  const text = String(value)
  // `*` is the rest of an address: its slashes stay slashes.
  return name === '*' ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text)
}

function generatedAddress(draft: Draft, sources: Sources): void {
  const parameters = draft.operation.parameters
  for (const name of templateNames(draft.operation.path)) {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {}
    draft.pathValues[name] = encodePathValue(name, validValue(schema, name, sources))
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && chance(sources.random, 0.5)) continue
    const value = validValue(parameter.schema ?? {}, parameter.name, sources)
    draft.query.push([parameter.name, encodeURIComponent(String(value))])
  }
}

function token(plan: FuzzPlan, site: FuzzSite, index: number, random: Random): string | null {
  const operation = plan.operations[index % plan.operations.length] as Operation
  if (operation.path.endsWith('/auth/logout/') && chance(random, 0.8)) {
    return plan.spareTokens[index % plan.spareTokens.length] ?? null
  }
  const staffCall = operation.path.startsWith('/api/admin/')
  const roll = random.next()
  if (operation.needsToken || staffCall) {
    if (roll < 0.7) return staffCall ? site.staff : site.customer
    if (roll < 0.8) return staffCall ? site.customer : site.staff
    return null
  }
  if (roll < 0.5) return null
  return roll < 0.8 ? site.customer : site.staff
}

/** A valid address (path and query) for an operation, from the demo's values. */
export function validAddress(plan: FuzzPlan, operation: Operation, random: Random): string {
  const draft: Draft = {
    operation,
    method: 'GET',
    pathValues: {},
    query: [],
    headers: {},
    mutations: [],
  }
  generatedAddress(draft, { random, known: plan.known })
  return target(draft)
}

/** A valid request for an operation, as the demo's own storefront would send it. */
function validDraft(plan: FuzzPlan, index: number, random: Random): Draft {
  const operation = plan.operations[index % plan.operations.length] as Operation
  const sources: Sources = { random, known: plan.known }
  const site = chance(random, 0.85) ? plan.sites.main : plan.sites.other
  const draft: Draft = {
    operation,
    method: operation.method,
    pathValues: {},
    query: [],
    headers: { host: site.host, accept: random.pick(['application/json', '*/*']) },
    mutations: [],
  }
  const seen = plan.known.addresses.get(operationName(operation)) ?? []
  if (seen.length > 0 && chance(random, 0.6)) fromKnownAddress(draft, random.pick(seen))
  else generatedAddress(draft, sources)

  const bearer = token(plan, site, index, random)
  if (bearer) draft.headers.authorization = `WebsiteToken ${bearer}`
  if (plan.cookies.length > 0 && chance(random, 0.3))
    draft.headers.cookie = random.pick(plan.cookies)

  const body = operation.body
  if (body?.contentType.startsWith('multipart/')) {
    draft.headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`
    draft.body = multipart(plan.picture, random)
  } else if (body) {
    draft.headers['content-type'] = body.contentType
    // What the demo answered a GET on the same path, or a body the warm-up got accepted.
    const examples = [
      ...(plan.known.bodies.get(operationName(operation)) ?? []),
      ...(plan.known.answers.has(operation.path) ? [plan.known.answers.get(operation.path)] : []),
    ]
    draft.body =
      examples.length > 0 && chance(random, 0.7)
        ? structuredClone(random.pick(examples))
        : validValue(body.schema, '', sources)
  }
  return draft
}

/** Request `index` of the run: valid, or valid then spoiled in one to three ways. */
export function fuzzRequest(plan: FuzzPlan, index: number): FuzzRequest {
  const random = requestRandom(plan.seed, index)
  const draft = validDraft(plan, index, random)
  const roll = random.next()
  const count = roll < 0.2 ? 0 : roll < 0.7 ? 1 : roll < 0.92 ? 2 : 3
  for (let done = 0; done < count; done += 1) {
    mutate(draft, random, { other: plan.sites.other.host })
  }
  return finish(draft, index)
}
