import type { ChildProcess } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestDatabase } from '../../test/support/database.ts'
import { freePort, startChild, stopChild } from '../run.ts'

/** The real server (`server/main.ts`) on a fresh demo database, for the fuzz to call. */
export interface FuzzServer {
  port: number
  /** What the database is, for the report. */
  database: string
  /** The server's log (errors only), kept after the run. */
  logFile: string
  isRunning(): boolean
  stop(): Promise<void>
}

const SECRET = 'fuzz-secret-key-that-is-long-enough-0123456789'

/**
 * Redis database 9 unless REDIS_URL names one: the rate-limit counters are keyed by IP, and
 * thousands of fuzzed logins from 127.0.0.1 must not count against other suites sharing Redis.
 */
function ownRedisDatabase(redisUrl: string): string {
  const url = new URL(redisUrl)
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/9'
  return url.toString()
}

async function waitFor(port: number, child: ChildProcess): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not answer /readyz within 120 s')
}

/**
 * Starts the server with the demo seeded on a temporary SQLite file, or on a scratch database
 * of the PostgreSQL server `DATABASE_URL` names (with Redis when `REDIS_URL` is set). Passwords
 * hash at the lowest cost and the login limits are out of reach, so that thousands of fuzzed
 * auth calls are judged, not turned away with 429.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-fuzz-'))
  const port = await freePort()
  // A new database beside the one DATABASE_URL names, migrated, and dropped at the end.
  const postgres = process.env.DATABASE_URL ? await createTestDatabase('postgres') : null
  const redisUrl = process.env.REDIS_URL ? ownRedisDatabase(process.env.REDIS_URL) : ''
  const logFile = path.join(tmpdir(), `vitrine-fuzz-${process.pid}.log`)
  const child = startChild([process.execPath, '--import', 'tsx', 'server/main.ts'], {
    DATABASE_URL: postgres?.options.databaseUrl ?? '',
    REDIS_URL: redisUrl,
    DATA_DIR: folder,
    PORT: String(port),
    // Live ingest (RTMP) stays off: several servers share this machine.
    RTMP_PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    SECRET_KEY: SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    RATE_LIMIT_SLOWDOWN_AFTER: '1000000',
  })
  child.stdout?.pipe(createWriteStream(logFile))
  const database = postgres
    ? `PostgreSQL ${postgres.options.databaseUrl}${redisUrl ? `, Redis ${redisUrl}` : ''}`
    : 'SQLite'
  const stop = async () => {
    stopChild(child)
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    await postgres?.drop()
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    await waitFor(port, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, database, logFile, isRunning: () => child.exitCode === null, stop }
}
