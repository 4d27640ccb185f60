import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, startChild, stopChild } from './run.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/**
 * Time from spawning `npm start` until GET /website/ answers: once on an empty database (with
 * the demo seed and its pictures), then again on the now existing database. Loopback only.
 */
const DEADLINE_MS = 60_000

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = startChild(['npm', 'start', '--silent'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    // Live ingest (RTMP) stays off: several servers share this machine.
    RTMP_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  })
  child.stdout?.resume()
  try {
    while (performance.now() - started < DEADLINE_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      const answer = await fetch(`http://127.0.0.1:${port}${API_BASE}/website/`).catch(() => null)
      if (answer?.ok) return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`no answer within ${DEADLINE_MS} ms`)
  } finally {
    stopChild(child)
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
    )
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-startup-'))
  try {
    const first = await timeStart(dataDir)
    console.log(`npm start on an empty database (demo seed included): ${Math.round(first)} ms`)
    const second = await timeStart(dataDir)
    console.log(`npm start on the existing database: ${Math.round(second)} ms (goal < 10 000 ms)`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
