import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql, type Kysely } from 'kysely'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { connectDatabase, type DatabaseHandle } from '../server/db/connect.ts'
import { insertItem, insertMedia } from '../server/db/insert.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import type { Database } from '../server/db/schema.ts'
import { newUid } from '../server/db/uid.ts'
import {
  findNewCustomerCounts,
  findSubscriberCounts,
} from '../server/modules/analytics/audience-repo.ts'
import { periodOf } from '../server/modules/analytics/period.ts'
import { countPlays, findTopItemsByPlays } from '../server/modules/analytics/plays-repo.ts'
import {
  findRevenueByDay,
  findRevenueByKind,
  findTopItemsByRevenue,
} from '../server/modules/analytics/revenue-repo.ts'
import { createSession, createUser, createWebsite } from '../test/support/fixtures.ts'
import { scratchPostgres } from './scratch-database.ts'
import { DASHBOARD_PATH } from '../contract/values/admin-dashboard.ts'

/**
 * The analytics dashboard (GET /analytics/) on a website with 100 000 orders and 1 000 000 plays
 * over a year, beside a second website a tenth its size: p50/p95 of the API call over `BENCH_CALLS`
 * calls for a 1-year and a 30-day period, then of each of its queries alone. Budget (issue 16):
 * each query ≤ 200 ms p50 on PostgreSQL, ≤ 500 ms on SQLite. Then the back office's home
 * (GET /dashboard/, issue 47): ≤ 200 ms p50.
 *
 * PostgreSQL by default: a scratch database `vt_bench_analytics` is created (again) on the server
 * `DATABASE_URL` names (postgres://postgres@127.0.0.1:5432 otherwise) and dropped at the end
 * (`BENCH_KEEP=1` keeps it); the database DATABASE_URL itself names is never touched.
 * `BENCH_DIALECT=sqlite` runs it on a SQLite file instead. `BENCH_ORDERS`, `BENCH_PLAYS`.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const PLAYS = Number(process.env.BENCH_PLAYS ?? 1_000_000)
const CALLS = Math.max(20, Number(process.env.BENCH_CALLS ?? 25))
const DIALECT = process.env.BENCH_DIALECT === 'sqlite' ? 'sqlite' : 'postgres'
const SCRATCH = 'vt_bench_analytics'
const CUSTOMERS = Math.round(ORDERS * 0.3)
const ITEMS = 500
const DAY_MS = 86_400_000
const BATCH = 5_000

type Db = Kysely<Database>
type Value = string | number | null
type ColumnType = 'text' | 'integer'

/** A small seeded generator, so every run fills the same data. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const next = random(16)
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
const within = (days: number) => new Date(Date.now() - next() * days * DAY_MS).toISOString()

/**
 * Writes rows in large batches: on PostgreSQL one INSERT … SELECT FROM unnest(arrays) per batch
 * of 50 000, on SQLite multi-row INSERTs inside one transaction.
 */
async function bulkInsert(
  handle: DatabaseHandle,
  table: keyof Database,
  columns: Record<string, ColumnType>,
  count: number,
  row: (index: number) => Value[],
) {
  const names = Object.keys(columns)
  const types = Object.values(columns)
  if (handle.dialect === 'postgres') {
    for (let start = 0; start < count; start += BATCH * 10) {
      const arrays: Value[][] = names.map(() => [])
      for (let index = start; index < Math.min(count, start + BATCH * 10); index += 1) {
        row(index).forEach((value, column) => arrays[column]!.push(value))
      }
      const unnest = sql.join(
        arrays.map((values, column) => sql`${values}::${sql.raw(types[column]!)}[]`),
      )
      await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))}) select * from unnest(${unnest})`.execute(
        handle.db,
      )
    }
    return
  }
  const size = Math.floor(30_000 / names.length)
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += size) {
      const rows = []
      for (let index = start; index < Math.min(count, start + size); index += 1) {
        const values = row(index)
        rows.push(Object.fromEntries(names.map((name, column) => [name, values[column]])))
      }
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute()
    }
  })
}

interface Site {
  uid: string
  items: string[]
  users: string[]
  plan: string
}

async function fillWebsite(handle: DatabaseHandle, host: string, share: number): Promise<Site> {
  const { db } = handle
  const uid = await createWebsite(db, {
    name: host,
    hosts: [host],
    settings: { monetization_enabled: true },
  })
  const items: string[] = []
  for (let index = 0; index < ITEMS * share; index += 1) {
    const mediaUid = await insertMedia(db, uid, { name: `Film ${index}`, duration: 600 })
    items.push(
      await insertItem(db, uid, {
        slug: `film-${index}`,
        contentObjectType: 'media',
        contentObjectUid: mediaUid,
      }),
    )
  }
  const plan = newUid()
  await db
    .insertInto('plans')
    .values({
      uid: plan,
      website_uid: uid,
      name: 'Monthly',
      amount: 900,
      interval: 'month',
      type: 'subscription',
      description: '',
      thumbnail: null,
      position: 0,
    })
    .execute()
  const users = Array.from({ length: Math.round(CUSTOMERS * share) }, () => newUid())
  await bulkInsert(
    handle,
    'users',
    {
      uid: 'text',
      website_uid: 'text',
      email: 'text',
      first_name: 'text',
      last_name: 'text',
      password_hash: 'text',
      custom_fields: 'text',
      show_billing_settings: 'integer',
      created_at: 'text',
    },
    users.length,
    (index) => [
      users[index]!,
      uid,
      `customer-${index}@${host}`,
      'Ada',
      'Lovelace',
      'x',
      '{}',
      1,
      within(730),
    ],
  )
  const site = { uid, items, users, plan }
  await fillOrders(handle, site, Math.round(ORDERS * share))
  // About one paid order in thirty was refunded a quarter from the back office; each refund
  // runs the triggers that keep the daily sums (migration 0026), as it does in use.
  await sql`insert into order_refunds (uid, website_uid, order_uid, amount, reason, refunded_by, created_at)
    select 'refund-' || uid, website_uid, uid, total / 4, '', null, paid_at from orders
    where website_uid = ${uid} and status = 'paid' and substr(uid, 1, 1) in ('a', 'b')`.execute(db)
  await fillSubscriptions(handle, site, Math.round(ORDERS * 0.2 * share))
  await bulkInsert(
    handle,
    'plays',
    {
      uid: 'text',
      website_uid: 'text',
      item_uid: 'text',
      media_uid: 'text',
      user_uid: 'text',
      created_at: 'text',
    },
    Math.round(PLAYS * share),
    () => [newUid(), uid, pick(items), newUid(), next() < 0.5 ? pick(users) : null, within(365)],
  )
  return site
}

/** A year of orders: prices (rentals, purchases, tips), subscriptions, donations, in every state. */
function fillOrders(handle: DatabaseHandle, site: Site, count: number) {
  const statuses = [
    'paid',
    'paid',
    'paid',
    'paid',
    'paid',
    'paid',
    'paid',
    'paid',
    'refunded',
    'canceled',
    'open',
  ] as const
  return bulkInsert(
    handle,
    'orders',
    {
      uid: 'text',
      website_uid: 'text',
      user_uid: 'text',
      type: 'text',
      status: 'text',
      currency: 'text',
      lines: 'text',
      tip: 'integer',
      total: 'integer',
      provider: 'text',
      created_at: 'text',
      paid_at: 'text',
    },
    count,
    () => {
      const kind = next()
      const type = kind < 0.55 ? 'prices' : kind < 0.85 ? 'subscription' : 'donation'
      const lines =
        type === 'prices'
          ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
              const period = next() < 0.5 ? 48 : 0
              return {
                label: 'Film',
                amount: period ? 399 : 1499,
                price_uid: newUid(),
                item_uid: pick(site.items),
                period,
              }
            })
          : type === 'subscription'
            ? [{ label: 'Abonnement', amount: 900, plan_uid: site.plan, interval: 'month' }]
            : [{ label: 'Don', amount: 500 + Math.floor(next() * 5000) }]
      const tip = type === 'prices' && next() < 0.2 ? 200 : 0
      const status = pick(statuses)
      const createdAt = within(365)
      const paidAt = status === 'paid' || status === 'refunded' ? createdAt : null
      const total = lines.reduce((sum, line) => sum + line.amount, 0) + tip
      return [
        newUid(),
        site.uid,
        pick(site.users),
        type,
        status,
        'eur',
        JSON.stringify(lines),
        tip,
        total,
        'sandbox',
        createdAt,
        paidAt,
      ]
    },
  )
}

function fillSubscriptions(handle: DatabaseHandle, site: Site, count: number) {
  return bulkInsert(
    handle,
    'subscriptions',
    {
      uid: 'text',
      website_uid: 'text',
      user_uid: 'text',
      plan_uid: 'text',
      status: 'text',
      current_period_end: 'text',
      created_at: 'text',
      canceled_at: 'text',
    },
    count,
    () => {
      const status = pick(['active', 'active', 'active', 'trialing', 'canceled', 'past_due'])
      const createdAt = within(730)
      const canceledAt = status === 'canceled' ? within(365) : null
      return [
        newUid(),
        site.uid,
        pick(site.users),
        site.plan,
        status,
        new Date(Date.now() + 20 * DAY_MS).toISOString(),
        createdAt,
        canceledAt,
      ]
    },
  )
}

/** p50 and p95 of `calls` sequential runs, after three to warm up. */
async function time(calls: number, run: () => Promise<unknown>) {
  for (let warm = 0; warm < 3; warm += 1) await run()
  const spent: number[] = []
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now()
    await run()
    spent.push(performance.now() - started)
  }
  spent.sort((a, b) => a - b)
  const at = (share: number) =>
    spent[Math.min(spent.length - 1, Math.ceil(share * spent.length) - 1)]!
  return { p50: at(0.5), p95: at(0.95) }
}

async function openDatabase(): Promise<{
  handle: DatabaseHandle
  url?: string
  close(): Promise<void>
}> {
  if (DIALECT === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-analytics-'))
    const handle = connectDatabase({ sqliteFile: path.join(folder, 'bench.sqlite') })
    return {
      handle,
      async close() {
        await handle.db.destroy()
        rmSync(folder, { recursive: true, force: true })
      },
    }
  }
  return scratchPostgres(SCRATCH)
}

const ms = (value: number) => value.toFixed(1).padStart(7)

async function main() {
  const { handle, url, close } = await openDatabase()
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-data-'))
  try {
    await migrateToLatest(handle)
    let started = performance.now()
    const site = await fillWebsite(handle, '127.0.0.1', 1)
    await fillWebsite(handle, '127.0.0.2', 0.1)
    console.log(
      `${DIALECT}: filled ${ORDERS} orders and ${PLAYS} plays (and a tenth of it on a second website) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    started = performance.now()
    // What autovacuum (PostgreSQL) or PRAGMA optimize (SQLite, at start-up) leaves after a bulk load.
    await sql.raw(DIALECT === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(handle.db)
    console.log(
      `planner statistics gathered in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )

    const owner = await createUser(handle.db, site.uid, { staffRole: 'owner' })
    const token = await createSession(handle.db, site.uid, owner.uid)
    const config = loadConfig({
      DATA_DIR: folder,
      ...(url ? { DATABASE_URL: url } : {}),
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    })
    const app = await buildApp(config, { database: handle })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)
    const periods = [
      ['1 year', `?from=${day(364)}&to=${day(0)}`],
      ['30 days', ''],
    ] as const

    console.log(
      `\nGET ${ADMIN_API_BASE}/analytics/ over HTTP, ${CALLS} calls each (budget: ≤ ${DIALECT === 'postgres' ? 200 : 500} ms p50)`,
    )
    console.log(
      '| period | p50 ms | p95 ms | gross | paid orders | plays |\n|---|---|---|---|---|---|',
    )
    for (const [label, query] of periods) {
      let answer:
        { revenue: { gross: number; paid_orders: number }; plays: { total: number } } | undefined
      const figures = await time(CALLS, async () => {
        const response = await fetch(
          `http://127.0.0.1:${port}${ADMIN_API_BASE}/analytics/${query}`,
          {
            headers: { authorization: `${TOKEN_SCHEME} ${token}` },
          },
        )
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`)
        answer = (await response.json()) as typeof answer
      })
      console.log(
        `| ${label} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${answer?.revenue.gross} | ${answer?.revenue.paid_orders} | ${answer?.plays.total} |`,
      )
    }

    // The back office's home (issue 47): one request, today and this month against the periods before.
    let home: { figures: { revenue_month: { current: number }; mrr: { current: number } } }
    const dashboard = await time(CALLS, async () => {
      const response = await fetch(`http://127.0.0.1:${port}${ADMIN_API_BASE}${DASHBOARD_PATH}`, {
        headers: { authorization: `${TOKEN_SCHEME} ${token}` },
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`)
      home = (await response.json()) as typeof home
    })
    console.log(
      `\nGET ${ADMIN_API_BASE}${DASHBOARD_PATH} over HTTP, ${CALLS} calls (budget: ≤ 200 ms p50)\n| p50 ms | p95 ms | revenue this month | MRR |\n|---|---|---|---|\n| ${ms(dashboard.p50)} | ${ms(dashboard.p95)} | ${home!.figures.revenue_month.current} | ${home!.figures.mrr.current} |`,
    )

    const db: Db = handle.db
    const period = periodOf({ from: day(364), to: day(0) })
    const scope = { db, websiteUid: site.uid, currency: 'eur', period }
    const now = new Date().toISOString()
    const queries: [string, () => Promise<unknown>][] = [
      ['revenue and its kinds', () => findRevenueByKind(scope)],
      ['revenue by day', () => findRevenueByDay(scope)],
      ['top items by revenue', () => findTopItemsByRevenue(scope)],
      ['subscribers', () => findSubscriberCounts(db, site.uid, period, now)],
      ['new customers and conversion', () => findNewCustomerCounts(db, site.uid, period)],
      ['plays', () => countPlays(db, site.uid, period)],
      ['top items by plays', () => findTopItemsByPlays(db, site.uid, period)],
    ]
    console.log(
      `\neach query alone, 1-year period, ${CALLS} runs each\n| query | p50 ms | p95 ms |\n|---|---|---|`,
    )
    for (const [label, run] of queries) {
      const figures = await time(CALLS, run)
      console.log(`| ${label} | ${ms(figures.p50)} | ${ms(figures.p95)} |`)
    }
    await app.close()
  } finally {
    await close()
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
