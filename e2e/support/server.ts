import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerIfStale, COMPILED_MAIN } from '../../scripts/build-server.ts'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { copyDemoData } from './demo-data.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const LOOPBACK = '127.0.0.1'
const READY_PATH = `${API_BASE}/website/`
const START_TIMEOUT_MS = 120_000
/** The one server that seeds the demo for the whole run draws its 160 pictures meanwhile. */
const SEEDING_TIMEOUT_MS = 300_000
const STOP_TIMEOUT_MS = 10_000
/** Settings a developer's or CI's environment may hold that must not leak into the journeys. */
const UNSET = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]

export interface ServerOptions {
  /**
   * Settings of this server only (e.g. Stripe's), applied after the UNSET list is removed; they
   * may change the defaults below, not PORT, HOST or DATA_DIR.
   */
  env?: Record<string, string>
  /**
   * The checkout whose built server is started, built already (another commit's, for a bench
   * side by side: bench/server-render.ts); this one by default, compiled first when stale.
   */
  root?: string
}

export interface RunningServer {
  url: string
  /** The server's DATA_DIR; its mail goes to `outbox/*.eml` there. */
  dataDir: string
  stop: () => Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export function serverEnvironment(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of UNSET) delete env[name]
  return {
    ...env,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Quick hashing: the journeys sign in often and the machine is small.
    PASSWORD_HASH_COST: '12',
    // The journeys play the proxy: each sends `x-forwarded-for: someAddress()` so that its
    // logins and registrations count against a rate limit of its own (customers.ts).
    TRUST_PROXY: '1',
    // Live ingest (RTMP) stays off: several servers share this machine.
    RTMP_PORT: '0',
    ...extra,
    // Where startServer says the server is: not for `extra` to change.
    PORT: String(port),
    HOST: LOOPBACK,
    DATA_DIR: dataDir,
  }
}

export async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = START_TIMEOUT_MS,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped with code ${child.exitCode}:\n${output()}`)
    }
    try {
      const answer = await fetch(url + READY_PATH)
      if (answer.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer ${READY_PATH} within ${timeoutMs} ms:\n${output()}`)
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts the real server as it ships (`node dist/node/server/main.js`, compiled first when
 * server/ changed) on a free loopback port, with a fresh SQLite database in a temporary folder
 * holding the demo websites: a copy of the run's seeded folder (demo-data.ts) once the global
 * setup made it, else seeded by the server itself. `env` adds settings of its own (the global
 * setup's server has none; a journey may start one with Stripe's).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'))
  const port = await freePort()
  try {
    copyDemoData(dataDir, port)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return startServerOn(dataDir, port, options)
}

/**
 * Seeds the demo websites once for the run: the server starts on an empty folder, seeds it and
 * is stopped; the returned folder is what every journeys' server then starts on a copy of.
 */
export async function seedDemoFolder(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrine-e2e-demo-${process.pid}-`))
  const server = await startServerOn(dataDir, await freePort(), {
    keepDataDir: true,
    timeoutMs: SEEDING_TIMEOUT_MS,
  })
  await server.stop()
  return dataDir
}

async function startServerOn(
  dataDir: string,
  port: number,
  options: ServerOptions & { keepDataDir?: boolean; timeoutMs?: number },
): Promise<RunningServer> {
  const own = options.root === undefined
  if (own && !buildServerIfStale()) {
    throw new Error('The server did not compile; see the error above.')
  }
  const main = own ? COMPILED_MAIN : path.join(options.root!, path.relative(root, COMPILED_MAIN))
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: options.root ?? root,
    env: serverEnvironment(port, dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  // At LOG_LEVEL=warn the server only speaks when something is wrong: let it be seen.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      keep(chunk)
      process.stderr.write(chunk)
    })
  }
  const url = `http://${LOOPBACK}:${port}`
  const stop = async () => {
    await stopped(child)
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(url, child, () => log, options.timeoutMs)
  } catch (error) {
    await stopped(child)
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return { url, dataDir, stop }
}
