import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { connectDatabase } from '../server/db/connect.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { COMMON_WORD, generateCatalogue } from './generate-catalogue.ts'
import {
  firstLine,
  measure,
  medianRound,
  printTable,
  startChild,
  stopChild,
  type Figures,
} from './run.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/**
 * `npm run bench`: GET /items/ on a generated 100 000-item website, beside a bare Fastify route
 * answering a constant body of the same size, in one run. Every call is measured once per round,
 * for several rounds, and keeps its median round: the machine's drift then weighs on all calls
 * alike. Loopback only; stops by itself.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DEADLINE_MS = 10 * 60_000

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'))
  const sqliteFile = path.join(folder, 'bench.sqlite')
  let child: ReturnType<typeof startChild> | undefined
  const deadline = setTimeout(() => {
    console.error('bench: deadline reached, stopping')
    if (child) stopChild(child)
    process.exit(2)
  }, DEADLINE_MS)
  try {
    const database = connectDatabase({ sqliteFile })
    await migrateToLatest(database)
    let started = Date.now()
    const { categoryUids } = await generateCatalogue(database.db, ITEMS)
    if (process.env.BENCH_ANALYZE === '1') {
      // What the server would see if it gathered planner statistics (it does not yet).
      await sql`ANALYZE`.execute(database.db)
      console.log('planner statistics gathered (BENCH_ANALYZE=1)')
    }
    await database.db.destroy()
    console.log(`generated ${ITEMS} items in ${Date.now() - started} ms`)

    started = Date.now()
    child = startChild([process.execPath, '--import', 'tsx', 'bench/serve.ts'], {
      DATA_DIR: folder,
      SQLITE_FILE: sqliteFile,
    })
    const ports = JSON.parse(await firstLine(child)) as Record<string, number> & { token: string }
    console.log(
      `server ready in ${Date.now() - started} ms; list answer: HTTP ${ports.listStatus}, ${ports.listBytes} bytes`,
    )

    const api = `http://127.0.0.1:${ports.api}${API_BASE}/items/`
    const customer = { authorization: `WebsiteToken ${ports.token}` }
    const category = categoryUids[3] ?? ''
    const search = `${api}?search=${COMMON_WORD}&limit=30`
    const searchInCategory = `${search}&categories=${category}`
    const calls: [string, string, Record<string, string>?][] = [
      ['constant body (bare Fastify)', `http://127.0.0.1:${ports.constant}/constant`],
      // Visitors: answers come from the cache of visitors' answers after the first.
      ['visitor: items ?limit=30', `${api}?limit=30`],
      [`visitor: items ?search=${COMMON_WORD}`, search],
      // A signed-in customer: the page is cached, the access computed for them.
      ['customer: items ?limit=30', `${api}?limit=30`, customer],
      [`customer: items ?search=${COMMON_WORD}`, search, customer],
      [`customer: items ?search=${COMMON_WORD}&categories=…`, searchInCategory, customer],
    ]
    const rounds: Figures[][] = calls.map(() => [])
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, [label, url, headers]] of calls.entries()) {
        rounds[index]!.push(await measure(label, url, SECONDS, headers))
      }
    }
    const rows = rounds.map(medianRound)
    printTable(rows)
    console.log(
      `constant body per round, req/s: ${rounds[0]!.map((figures) => figures.rps.toFixed(0)).join(', ')}`,
    )
    const [constant, visitorList, , customerList, customerSearch, customerSearchInCategory] = rows
    const ratio = (a?: { rps: number }, b?: { rps: number }) =>
      a && b && b.rps ? (a.rps / b.rps).toFixed(2) : 'n/a'
    const latency = (a?: { p50: number }, b?: { p50: number }) =>
      a && b && b.p50 ? (a.p50 / b.p50).toFixed(2) : 'n/a'
    console.log(`\nvisitor list / constant (req/s): ${ratio(visitorList, constant)}× (goal ≥ 0.5×)`)
    console.log(
      `customer list / constant (req/s): ${ratio(customerList, constant)}× (page cached, access computed per request; the first search of a word is not: it ranks every match)`,
    )
    console.log(
      `customer search+category / search: ${ratio(customerSearchInCategory, customerSearch)}× req/s, ${latency(customerSearchInCategory, customerSearch)}× p50 latency (goal: within 2×)`,
    )
    if (rows.some((row) => row.failures > 0))
      console.log('\nwarning: some answers were not 2xx; figures of those rows are not meaningful')
  } finally {
    clearTimeout(deadline)
    if (child) stopChild(child)
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
