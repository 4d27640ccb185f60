import type { Draft } from './draft.ts'
import { nastyAddressText, nastyValue, NASTY_NUMBER_TEXTS } from './nasty-values.ts'
import { chance, type Random } from './random.ts'

/** One way to spoil a request; answers false when it does not apply to this one. */
type Mutation = (draft: Draft, random: Random, hosts: FuzzHosts) => boolean

export interface FuzzHosts {
  /** The Host of the second demo site (login forced), with the port. */
  other: string
}

type Container = Record<string, unknown> | unknown[]
const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value)

/** Every container in a value with one of its keys: the places a field can be spoiled. */
function places(value: unknown): [Container, string][] {
  const found: [Container, string][] = []
  const pending = [value]
  while (pending.length > 0 && found.length < 500) {
    const next = pending.pop()
    if (!isContainer(next)) continue
    for (const key of Object.keys(next)) {
      found.push([next, key])
      pending.push((next as Record<string, unknown>)[key])
    }
  }
  return found
}

function setOwn(container: Container, key: string, value: unknown): void {
  // defineProperty, so that `__proto__` becomes a field as JSON.parse would make it.
  Object.defineProperty(container, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

const replaceField: Mutation = (draft, random) => {
  const all = places(draft.body)
  if (all.length === 0) return false
  const [container, key] = random.pick(all)
  const value = nastyValue(random)
  setOwn(container, key, value)
  draft.mutations.push(`field ${key} = ${describe(value)}`)
  return true
}

const dropField: Mutation = (draft, random) => {
  const all = places(draft.body).filter(([container]) => !Array.isArray(container))
  if (all.length === 0) return false
  const [container, key] = random.pick(all)
  delete (container as Record<string, unknown>)[key]
  draft.mutations.push(`field ${key} left out`)
  return true
}

const EXTRA_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  'website_uid',
  'staff_role',
  'is_staff',
  'amount',
  'uid',
]

const addField: Mutation = (draft, random) => {
  const objects = [
    draft.body,
    ...places(draft.body).map(([c, k]) => (c as Record<string, unknown>)[k]),
  ].filter((value): value is Record<string, unknown> => isContainer(value) && !Array.isArray(value))
  if (objects.length === 0) return false
  const name = random.pick(EXTRA_NAMES)
  const value = chance(random, 0.5) ? nastyValue(random) : 'extra'
  setOwn(random.pick(objects), name, value)
  draft.mutations.push(`extra field ${name} = ${describe(value)}`)
  return true
}

/** Bodies that are not the JSON object asked for, or not JSON at all. */
const RAW_BODIES: readonly (() => string | Buffer)[] = [
  () => '',
  () => 'null',
  () => '[]',
  () => '"text"',
  () => '123',
  () => '{',
  () => '{"a":',
  () => '{"a":1,}',
  () => "{'a':1}",
  () => 'NaN',
  () => '{"amount": Infinity}',
  () => '{"amount": 99999999999999999999, "tip": 1e400, "limit": -0}',
  () => '\u0000',
  () => '\ufeff{}',
  () => '['.repeat(100_000),
  () => `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  () => '{"__proto__": {"polluted": true}}',
  () => '{"constructor": {"prototype": {"polluted": true}}}',
  () => `{"a":"${'x'.repeat(1_100_000)}"}`,
  () => Buffer.from('{"email":"a@b.c"}', 'utf16le'),
  () => Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]),
  () => '{"a":"\\ud800"}',
  () => '{"a":1}{"b":2}',
  () => 'a=1&b=2',
]

const replaceBody: Mutation = (draft, random) => {
  const raw = random.pick(RAW_BODIES)()
  draft.rawBody = Buffer.isBuffer(raw) ? raw : Buffer.from(raw)
  draft.headers['content-type'] ??= 'application/json'
  draft.mutations.push(`body ${describe(raw)}`)
  return true
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/vnd.api+json',
  '',
  'application/json;;',
  'a/b/c',
  '*/*',
  'application/octet-stream',
  'image/png',
]

const changeContentType: Mutation = (draft, random) => {
  const type = random.pick([...CONTENT_TYPES, null])
  draft.headers['content-type'] = type
  if (draft.body === undefined && !draft.rawBody) draft.rawBody = Buffer.from('{"a":1}')
  draft.mutations.push(`content-type ${describe(type)}`)
  return true
}

const replaceParam: Mutation = (draft, random) => {
  const names = Object.keys(draft.pathValues)
  if (names.length === 0) return false
  const name = random.pick(names)
  draft.pathValues[name] = nastyAddressText(random)
  draft.mutations.push(`path ${name} = ${describe(draft.pathValues[name])}`)
  return true
}

const spoilQuery: Mutation = (draft, random) => {
  const documented = draft.operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)
  const name =
    documented.length > 0 && chance(random, 0.8)
      ? random.pick(documented)
      : random.pick(['x', '__proto__', 'constructor', '%', '', 'a[b]'])
  const kind = random.int(0, 5)
  draft.query = draft.query.filter(([existing]) => existing !== name)
  if (kind === 0) draft.query.push([name, encodeURIComponent(random.pick(NASTY_NUMBER_TEXTS))])
  else if (kind === 1) draft.query.push([name, nastyAddressText(random)])
  else if (kind === 2) draft.query.push([name, '1'], [name, '2'])
  else if (kind === 3) draft.query.push([`${name}[]`, '1'], [`${name}[a]`, '2'])
  else if (kind === 4) draft.query.push([name, null])
  else draft.query.push([name, ''])
  draft.mutations.push(`query ${describe(draft.query.map((pair) => pair.join('=')).join('&'))}`)
  return true
}

const spoilHost: Mutation = (draft, random, hosts) => {
  const host = random.pick([
    null,
    'evil.example',
    hosts.other,
    '',
    'localhost:99999',
    '[::1',
    'a b',
    'x'.repeat(300),
    'LOCALHOST',
    'localhost.',
  ])
  draft.headers.host = host
  draft.mutations.push(`host ${describe(host)}`)
  return true
}

const spoilToken: Mutation = (draft, random) => {
  const value = random.pick([
    'WebsiteToken',
    'WebsiteToken ',
    `WebsiteToken ${'x'.repeat(5000)}`,
    'WebsiteToken a b',
    'Bearer abc',
    'WebsiteToken %00',
    'WebsiteToken __proto__',
    'Basic Og==',
    'WebsiteToken é',
    null,
  ])
  draft.headers.authorization = value
  draft.mutations.push(`authorization ${describe(value)}`)
  return true
}

const ODD_HEADERS: readonly [string, string][] = [
  ['cookie', 'vitrine_member=%zz; vitrine_playback=__proto__'],
  ['cookie', 'vitrine_member=' + 'a'.repeat(4000)],
  ['cookie', '=;=;;;'],
  ['accept-language', 'zz'],
  ['accept-language', 'fr;q=abc, *;q=-1'],
  ['accept-language', 'x'.repeat(1000)],
  ['range', 'bytes=0-'],
  ['range', 'bytes=99999999999999999999-'],
  ['range', 'bytes=-0'],
  ['range', 'bytes=5-1'],
  ['range', 'bytes=0-1,2-3'],
  ['range', 'bytes=abc'],
  ['range', 'items=0-1'],
  ['if-none-match', '"\u00e9", *'],
  ['if-modified-since', 'not a date'],
  ['if-range', 'yesterday'],
  ['x-forwarded-for', '1.2.3.4, evil'],
  ['x-forwarded-host', 'evil.example'],
  ['x-forwarded-proto', 'gopher'],
  ['accept', 'text/html'],
  ['accept', 'image/*'],
  ['accept-encoding', 'br;q=abc, gzip'],
  ['origin', 'https://evil.example'],
]

const oddHeader: Mutation = (draft, random) => {
  const [name, value] = random.pick(ODD_HEADERS)
  draft.headers[name] = value
  draft.mutations.push(`header ${name}: ${describe(value)}`)
  return true
}

const otherMethod: Mutation = (draft, random) => {
  draft.method = random.pick(
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].filter((m) => m !== draft.method),
  )
  draft.mutations.push(`method ${draft.method}`)
  return true
}

/** Mutations, with how often each is chosen. */
const MUTATIONS: [Mutation, number][] = [
  [replaceField, 6],
  [dropField, 3],
  [addField, 3],
  [replaceBody, 3],
  [changeContentType, 2],
  [replaceParam, 5],
  [spoilQuery, 4],
  [spoilHost, 2],
  [spoilToken, 2],
  [oddHeader, 3],
  [otherMethod, 1],
]

/** Applies one mutation that fits the draft, chosen by weight. */
export function mutate(draft: Draft, random: Random, hosts: FuzzHosts): void {
  const total = MUTATIONS.reduce((sum, [, weight]) => sum + weight, 0)
  for (let attempt = 0; attempt < 10; attempt += 1) {
    let roll = random.next() * total
    const found = MUTATIONS.find(([, weight]) => (roll -= weight) < 0)
    if (found && found[0](draft, random, hosts)) return
  }
}

/** A short description of a value for the report. */
export function describe(value: unknown): string {
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`
  const text = typeof value === 'string' ? JSON.stringify(value) : safeJson(value)
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
