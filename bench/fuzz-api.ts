import { existsSync } from 'node:fs'
import { randomInt } from 'node:crypto'
import { fuzzRequest } from './fuzz/requests.ts'
import { printReport } from './fuzz/report.ts'
import { send } from './fuzz/send.ts'
import { startFuzzServer } from './fuzz/server.ts'
import { Findings } from './fuzz/verdict.ts'
import { warmUp } from './fuzz/warm-up.ts'

/**
 * `npx tsx bench/fuzz-api.ts`: requests generated from the server's own OpenAPI description
 * (`/api/docs/json`), over every operation in turn: valid ones built from the demo's real
 * values, then spoiled (wrong types, missing and extra fields, non-finite and huge numbers,
 * NUL bytes, bad percent-encoding, prototype keys, `../`, wrong content types, malformed
 * JSON, no Host or another site's). Every answer must be below 500, and every error the
 * `{type, message}` shape; prints the figures and each finding with a request that reproduces
 * it, and exits 1 when there is any.
 *
 * The real server runs on a fresh demo database: SQLite, or PostgreSQL (and Redis) when
 * DATABASE_URL (and REDIS_URL) are set. It runs with PASSWORD_HASH_COST=10 and the
 * RATE_LIMIT_* settings at a million, so that auth calls are judged rather than refused
 * with 429. FUZZ_SEED (random by default, printed), FUZZ_REQUESTS (10 000),
 * FUZZ_CONCURRENCY (8). Needs the built storefront (`npm run build`).
 */
const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31))
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8)
const REQUEST_TIMEOUT_MS = 30_000

async function main(): Promise<number> {
  if (!existsSync('dist/web/index.html')) {
    console.error('No built storefront: run `npm run build` first (it answers every other GET).')
    return 2
  }
  console.log(`FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} FUZZ_CONCURRENCY=${CONCURRENCY}`)
  const server = await startFuzzServer()
  console.log(`Server on port ${server.port}, ${server.database}; its error log: ${server.logFile}`)
  try {
    const plan = await warmUp(server.port, SEED, `suisse.localhost:${server.port}`)
    console.log(`${plan.operations.length} operations in /api/docs/json`)
    const findings = new Findings()
    const started = performance.now()
    let next = 0
    const worker = async () => {
      while (next < REQUESTS && server.isRunning()) {
        const request = fuzzRequest(plan, next++)
        findings.record(request, await send(server.port, request, REQUEST_TIMEOUT_MS))
        if (findings.sent % 1000 === 0) console.log(`… ${findings.sent} requests`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    printReport(findings, (performance.now() - started) / 1000)
    if (!server.isRunning()) console.log('\nThe server stopped during the run.')
    return findings.list.size > 0 || !server.isRunning() ? 1 : 0
  } finally {
    await server.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
