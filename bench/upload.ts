import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Upload } from 'tus-js-client'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { UPLOADS_PATH } from '../contract/values/admin-media-imports.ts'
import { DEMO_STAFF } from '../server/db/demo/accounts.ts'
import { freePort, rssBytes, startChild, stopChild, waitFor } from './run.ts'

/**
 * `npx tsx bench/upload.ts`: a video upload from the back office, against the budget of issue
 * 15 — a 1 GB file through tus on loopback at ≥ 0.5 × the throughput of `cp` on the same disk,
 * with the server's memory flat (streamed, never buffered). Prints both throughputs and the
 * server's RSS before, at its peak and after. BENCH_UPLOAD_MB sets the size (1024 by default),
 * BENCH_UPLOAD_CHUNK_MB the size of each PATCH (the back office's by default), and
 * BENCH_NODE_ARGS options for the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it).
 * The file is random bytes: its import then fails at once (no video), which is not measured.
 */
const HOST = '127.0.0.1'
const MIB = 1024 * 1024
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MIB
/** The back office's own chunk size (web/admin/api/use-uploads.ts). */
const CHUNK = Number(process.env.BENCH_UPLOAD_CHUNK_MB ?? 32) * MIB

/** `size` random bytes in `file`, written 8 MiB at a time. */
async function makeFile(file: string, size: number): Promise<void> {
  const out = createWriteStream(file)
  const block = randomBytes(CHUNK)
  for (let written = 0; written < size; written += CHUNK) {
    const part = block.subarray(0, Math.min(CHUNK, size - written))
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject)
    out.end(() => resolve())
  })
}

/** Seconds `cp` takes to copy the file on the same disk. */
function copySeconds(file: string): number {
  const started = performance.now()
  const copied = spawnSync('cp', [file, `${file}.copy`])
  if (copied.status !== 0) throw new Error('cp failed')
  spawnSync('sync')
  const seconds = (performance.now() - started) / 1000
  rmSync(`${file}.copy`)
  return seconds
}

/** Seconds the upload of the file takes through the staff API's tus endpoint. */
function uploadSeconds(base: string, token: string, file: string): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${base}${ADMIN_API_BASE}${UPLOADS_PATH}`,
      uploadSize: SIZE,
      chunkSize: CHUNK,
      headers: { Authorization: `${TOKEN_SCHEME} ${token}` },
      metadata: { filename: 'bench.mp4' },
      onSuccess: () => resolve((performance.now() - started) / 1000),
      onError: reject,
    })
    upload.start()
  })
}

const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`
const rate = (seconds: number) => `${(SIZE / MIB / seconds).toFixed(0)} MiB/s`

async function run(folder: string) {
  const file = path.join(folder, 'video.bin')
  await makeFile(file, SIZE)
  const cp = copySeconds(file)

  const port = await freePort()
  const nodeOptions = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = startChild(
    [process.execPath, ...nodeOptions, '--import', 'tsx', 'server/main.ts'],
    {
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: path.join(folder, 'data'),
      PORT: String(port),
      HOST,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      PASSWORD_HASH_COST: '10',
      UPLOAD_MAX_BYTES: String(SIZE),
    },
  )
  server.stdout?.resume()
  try {
    const base = `http://${HOST}:${port}`
    await waitFor(`${base}${API_BASE}/website/`, () => server.exitCode === null)
    const login = await fetch(`${base}${API_BASE}/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    })
    const { token } = (await login.json()) as { token: string }
    const pid = server.pid ?? 0
    const before = rssBytes(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 100)
    const tus = await uploadSeconds(base, token, file)
    clearInterval(sampler)
    const after = rssBytes(pid)
    const ratio = cp / tus
    console.log(`\nUpload of ${mib(SIZE)} on loopback (same disk), ${CHUNK / MIB} MiB chunks`)
    console.log(`| copy | seconds | throughput |\n|---|---|---|`)
    console.log(`| cp | ${cp.toFixed(2)} | ${rate(cp)} |`)
    console.log(`| tus upload | ${tus.toFixed(2)} | ${rate(tus)} |`)
    console.log(
      `tus / cp throughput: ${ratio.toFixed(2)} (budget ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
    )
    console.log(
      `server RSS: ${mib(before)} before, ${mib(peak)} at peak, ${mib(after)} after (${mib(peak - before)} more at peak for a ${mib(SIZE)} file)`,
    )
  } finally {
    stopChild(server)
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-upload-'))
run(folder)
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => rmSync(folder, { recursive: true, force: true }))
