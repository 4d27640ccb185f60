import { randomUUID } from 'node:crypto'
import { API_BASE, TOKEN_SCHEME } from '../../contract/values/api-paths.ts'
import { progressPath } from '../../contract/values/progress.ts'
import { BROWSER_ACCEPT } from '../../test/support/browser.ts'
import { call, type Answer, type CallLog } from './calls.ts'
import type { Viewer, Visitors } from './visitors.ts'

/** How often each call is picked, in parts of the whole: a storefront's usual mix. */
const MIX = [
  ['page: item (HTML)', 20],
  ['page: home (HTML)', 5],
  ['api: item', 20],
  ['api: items list', 15],
  ['api: search', 10],
  ['api: progress write', 20],
  ['api: login', 5],
  ['checkout + sandbox pay', 5],
] as const
type CallName = (typeof MIX)[number][0]

const SEARCH_WORDS = ['forêt', 'eleve', 'montagne', 'nature', 'château', 'ocean', 'jardin']
/** The embed player reports every 10 s; the server keeps one report per 9 s at most. */
const REPORT_EVERY_MS = 10_000

/** What the load did that the end of the run checks against the database. */
export interface LoadOutcome {
  /** Orders the sandbox said were paid (it redirected to the success page). */
  paidOrders: string[]
}

const ok = (answer: Answer) => answer.status === 200
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

/**
 * `users` visitors at once, each sending its next call as soon as the last answered, until
 * `stop()` says so. Every call goes through `origin` (nginx).
 */
export async function runMixedLoad(options: {
  origin: string
  visitors: Visitors
  log: CallLog
  users: number
  stop: () => boolean
}): Promise<LoadOutcome> {
  const { origin, visitors, log, users, stop } = options
  const api = `${origin}${API_BASE}`
  const outcome: LoadOutcome = { paidOrders: [] }
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0)
  let nextViewer = 0
  let nextSale = 0

  const signedIn = (viewer: Viewer) => ({ authorization: `${TOKEN_SCHEME} ${viewer.token}` })
  const json = { 'content-type': 'application/json' }

  /** The viewer whose turn it is to report, unless they reported under 10 s ago. */
  const lastReport = new Map<Viewer, number>()
  function viewerDue(): Viewer | null {
    const viewer = visitors.viewers[nextViewer++ % visitors.viewers.length]!
    const last = lastReport.get(viewer) ?? -Infinity
    return log.now() - last >= REPORT_EVERY_MS ? viewer : null
  }

  async function reportProgress(): Promise<void> {
    const viewer = viewerDue()
    if (!viewer) return
    lastReport.set(viewer, log.now())
    const position = Math.min(viewer.item.duration - 1, viewer.position + 10)
    viewer.position = position
    const answer = await call(
      log,
      'api: progress write',
      `${api}${progressPath(viewer.item.mediaUid)}`,
      {
        method: 'PUT',
        headers: { ...signedIn(viewer), ...json },
        body: JSON.stringify({
          item_uid: viewer.item.uid,
          position,
          duration: viewer.item.duration,
          kind: 'progress',
        }),
      },
      ok,
    )
    if (answer && (JSON.parse(answer.text) as { recorded: boolean }).recorded) {
      viewer.recorded = position
    }
  }

  /** Opens a sandbox checkout for one price, as a new pair of buyer and item, and pays it. */
  async function buyAndPay(): Promise<void> {
    const sale = nextSale++
    const buyer = visitors.viewers[sale % visitors.viewers.length]!
    const price =
      visitors.prices[Math.floor(sale / visitors.viewers.length) % visitors.prices.length]!
    const name = 'checkout + sandbox pay'
    const opened = await call(
      log,
      `${name}: checkout`,
      `${api}/billing/checkout/`,
      {
        method: 'POST',
        // As the storefront does: nginx may then send it again if a process dies holding it.
        headers: { ...signedIn(buyer), ...json, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ type: 'prices', prices: [price.uid] }),
      },
      ok,
    )
    if (!opened) return log.fail(name)
    const url = new URL(
      (JSON.parse(opened.text) as { checkout_session_url: string }).checkout_session_url,
    )
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!
    const paid = await call(
      log,
      `${name}: pay`,
      `${origin}${url.pathname}/pay`,
      {
        method: 'POST',
        headers: {
          cookie,
          accept: BROWSER_ACCEPT,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: '',
      },
      (answer) =>
        answer.status === 303 &&
        (answer.headers.get('location') ?? '').includes('/checkout/success'),
    )
    if (!paid) return log.fail(name)
    outcome.paidOrders.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''))
  }

  const calls: Record<CallName, () => Promise<unknown>> = {
    'page: item (HTML)': () =>
      call(
        log,
        'page: item (HTML)',
        `${origin}/${pick(visitors.slugs)}`,
        { headers: { accept: BROWSER_ACCEPT } },
        ok,
      ),
    'page: home (HTML)': () =>
      call(log, 'page: home (HTML)', `${origin}/`, { headers: { accept: BROWSER_ACCEPT } }, ok),
    'api: item': () => call(log, 'api: item', `${api}/items/${pick(visitors.slugs)}/`, {}, ok),
    'api: items list': () =>
      call(
        log,
        'api: items list',
        `${api}/items/?limit=30&offset=${30 * Math.floor(Math.random() * 100)}`,
        {},
        ok,
      ),
    'api: search': () =>
      call(
        log,
        'api: search',
        `${api}/items/?limit=30&search=${encodeURIComponent(pick(SEARCH_WORDS))}`,
        {},
        ok,
      ),
    'api: progress write': reportProgress,
    'api: login': () =>
      call(
        log,
        'api: login',
        `${api}/auth/login/`,
        {
          method: 'POST',
          // Every storefront POST carries a key (web/api/client.ts); the server stores each.
          headers: { ...json, 'idempotency-key': randomUUID() },
          body: JSON.stringify(pick(visitors.logins)),
        },
        ok,
      ),
    'checkout + sandbox pay': buyAndPay,
  }

  function nextCall(): CallName {
    let roll = Math.random() * total
    for (const [name, weight] of MIX) {
      roll -= weight
      if (roll < 0) return name
    }
    return MIX[0][0]
  }

  await Promise.all(
    Array.from({ length: users }, async () => {
      while (!stop()) await calls[nextCall()]()
    }),
  )
  return outcome
}
