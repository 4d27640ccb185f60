import sharp from 'sharp'
import type { FuzzRequest } from './draft.ts'
import {
  learnAddress,
  learnFrom,
  learnFromText,
  noKnownValues,
  type KnownValues,
} from './known-values.ts'
import { matchTemplate, operationName, readOperations, type Operation } from './openapi.ts'
import { createRandom } from '../../server/demo/random.ts'
import { validAddress, type FuzzPlan, type FuzzSite } from './requests.ts'
import { send } from './send.ts'
import { API_BASE } from '../../contract/values/api-paths.ts'

const CUSTOMER = { email: 'client@vitrine.demo', password: 'vitrine-demo' }
const STAFF = { email: 'staff@vitrine.demo', password: 'vitrine-staff' }
const SPARE_TOKENS = 20
const PROBES = 30
const PROBE_SEED = 19

interface Call {
  host: string
  token?: string
  body?: unknown
}

/** What the warm-up learns as it goes. */
interface Learning {
  port: number
  operations: Operation[]
  known: KnownValues
  cookies: Set<string>
}

/** One call of the warm-up; its JSON answer and its cookies are learnt from. */
async function call(learning: Learning, method: string, target: string, options: Call) {
  const headers: [string, string][] = [
    ['host', options.host],
    ['accept', 'application/json'],
  ]
  if (options.token) headers.push(['authorization', `WebsiteToken ${options.token}`])
  let body: Buffer | undefined
  if (options.body !== undefined) {
    headers.push(['content-type', 'application/json'])
    body = Buffer.from(JSON.stringify(options.body))
  }
  const request: FuzzRequest = {
    index: -1,
    operation: 'warm-up',
    method,
    target,
    headers,
    body,
    mutations: [],
  }
  const outcome = await send(learning.port, request, 30_000)
  if (outcome.kind !== 'answer') throw new Error(`warm-up ${method} ${target}: ${outcome.reason}`)
  const cookie = outcome.headers['set-cookie']?.split(';')[0]
  if (cookie && !cookie.endsWith('=')) learning.cookies.add(cookie)
  let json: unknown
  const { known, operations } = learning
  if (outcome.headers['content-type']?.includes('json')) {
    json = JSON.parse(outcome.body.toString('utf8'))
    if (outcome.status < 400) learnFrom(known, operations, json)
  } else if (outcome.status < 400) {
    learnFromText(known, operations, outcome.body.toString('utf8'))
  }
  if (outcome.status < 400) {
    learnAddress(known, operations, target)
    const operation = operations.find((o) => o.method === method && matchTemplate(o.path, target))
    if (operation && options.body !== undefined) {
      const name = operationName(operation)
      known.bodies.set(name, [...(known.bodies.get(name) ?? []), options.body])
    }
  }
  return { status: outcome.status, json }
}

async function signIn(learning: Learning, host: string, account: typeof CUSTOMER): Promise<string> {
  const answer = await call(learning, 'POST', `${API_BASE}/auth/login/`, { host, body: account })
  const token = (answer.json as { token?: unknown } | undefined)?.token
  if (typeof token !== 'string')
    throw new Error(`login of ${account.email} on ${host}: ${answer.status}`)
  return token
}

/** Reads what every call without a path parameter answers, on both sites, for both accounts. */
async function crawl(learning: Learning, sites: FuzzSite[]): Promise<void> {
  const plain = learning.operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))
  for (const site of sites) {
    for (const token of [site.customer, site.staff]) {
      for (const operation of plain) {
        const answer = await call(learning, 'GET', operation.path, { host: site.host, token })
        if (
          answer.status === 200 &&
          answer.json !== undefined &&
          site === sites[0] &&
          token === site.staff
        ) {
          learning.known.answers.set(operation.path, answer.json)
        }
      }
      await call(learning, 'GET', `${API_BASE}/items/?limit=100&offset=50`, {
        host: site.host,
        token,
      })
      const items = learning.known.byName.get('results.uid') ?? []
      // Playback answers hold signed media addresses and set the playback cookie.
      for (const item of items.slice(0, 40)) {
        await call(learning, 'GET', `/embed/${item}/playback.json`, { host: site.host, token })
      }
    }
  }
  await call(learning, 'GET', '/', { host: (sites[0] as FuzzSite).host })
}

/** Checkouts of a few prices and of a plan, and the confirmation of the first. */
async function shop(learning: Learning, main: FuzzSite): Promise<void> {
  const { byName } = learning.known
  const checkout = (body: unknown) =>
    call(learning, 'POST', `${API_BASE}/billing/checkout/`, {
      host: main.host,
      token: main.customer,
      body,
    })
  const orders: string[] = []
  for (const price of (byName.get('prices.uid') ?? []).slice(0, 5)) {
    const answer = await checkout({ type: 'prices', prices: [price] })
    const url = (answer.json as { checkout_session_url?: string } | undefined)?.checkout_session_url
    if (url) orders.push(url.split('/').pop() ?? '')
  }
  const plan = byName.get('plans.uid')?.[0]
  if (plan) await checkout({ type: 'subscription', subscription: plan })
  const body = { session_id: orders[0] ?? 'none' }
  await call(learning, 'POST', `${API_BASE}/billing/checkout/confirm/`, { host: main.host, body })
}

/**
 * Tries addresses made of known values for every GET with path parameters (the customer's and
 * the owner's token in turn): those answered are the fuzz's valid addresses for it.
 */
async function probe(learning: Learning, plan: FuzzPlan, main: FuzzSite): Promise<void> {
  const random = createRandom(PROBE_SEED)
  for (const operation of learning.operations) {
    if (operation.method !== 'GET' || !operation.path.includes('{')) continue
    for (let attempt = 0; attempt < PROBES; attempt += 1) {
      const target = validAddress(plan, operation, random)
      const token = attempt % 2 === 0 ? main.customer : main.staff
      await call(learning, 'GET', target, { host: main.host, token })
    }
  }
}

/** A small PNG picture (8 × 8), for the upload calls. */
function smallPicture(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
}

/**
 * Reads the API's description, signs the demo accounts in on both demo sites and reads the
 * demo's answers for real uids, slugs, signed addresses and cookies. Sequential, so a seed
 * meets the same known values every run of the same demo.
 */
export async function warmUp(port: number, seed: number, otherHost: string): Promise<FuzzPlan> {
  const mainHost = `localhost:${port}`
  const learning: Learning = { port, operations: [], known: noKnownValues(), cookies: new Set() }
  const docs = await call(learning, 'GET', '/api/docs/json', { host: mainHost })
  learning.operations = readOperations(docs.json)
  const sites: FuzzSite[] = []
  for (const host of [mainHost, otherHost]) {
    sites.push({
      host,
      customer: await signIn(learning, host, CUSTOMER),
      staff: await signIn(learning, host, STAFF),
    })
  }
  const spareTokens: string[] = []
  for (let count = 0; count < SPARE_TOKENS; count += 1) {
    spareTokens.push(await signIn(learning, mainHost, CUSTOMER))
  }
  const main = sites[0] as FuzzSite
  await crawl(learning, sites)
  await shop(learning, main)
  const plan: FuzzPlan = {
    seed,
    operations: learning.operations,
    known: learning.known,
    sites: { main: sites[0] as FuzzSite, other: sites[1] as FuzzSite },
    spareTokens,
    cookies: [...learning.cookies],
    picture: await smallPicture(),
  }
  await probe(learning, plan, main)
  return plan
}
