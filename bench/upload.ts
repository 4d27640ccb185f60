import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Upload } from 'tus-js-client'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { UPLOADS_PATH } from '../contract/values/admin-media-imports.ts'
import type { AdminMediaImport } from '../contract/schemas/admin-media-imports.ts'
import { DEMO_STAFF } from '../server/db/demo/accounts.ts'
import { freePort, rssBytes, startChild, stopChild, waitFor } from './run.ts'

/**
 * `npx tsx bench/upload.ts`: a video upload from the back office, against the budget of issue
 * 15 — a 1 GB file through tus on loopback at ≥ 0.5 × the throughput of `cp` on the same disk,
 * with the server's memory flat (streamed, never buffered). Each round copies the file with `cp`,
 * uploads it with tus-js-client (the library under the back office's Uppy) and again with `curl`
 * in one PATCH (what the server alone can take). Each copy is timed until it returns and until its
 * bytes are on the disk (`sync`); the figure is the median round's ratio. Then the server's RSS
 * before, at its peak and after.
 *
 * BENCH_UPLOAD_MB sets the size (1024 by default), BENCH_UPLOAD_CHUNK_MB the size of each PATCH
 * (the back office's by default), BENCH_UPLOAD_ROUNDS the rounds (3 by default: this machine's
 * `cp` varies from 0.4 to 3 s between runs), and BENCH_NODE_ARGS options for the server's node
 * (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it). The file is random bytes: its import then
 * fails at once (no video); each round waits for it.
 */
const HOST = '127.0.0.1'
const MIB = 1024 * 1024
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MIB
/** The back office's own chunk size (web/admin/api/use-uploads.ts). */
const CHUNK = Number(process.env.BENCH_UPLOAD_CHUNK_MB ?? 32) * MIB
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3)

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

/** Seconds a copy took until it returned (its bytes in the page cache) and until they were on the disk. */
interface Timing {
  returned: number
  onDisk: number
}

/**
 * How long `work` takes, until it returns and until its bytes are on the disk. Whatever an earlier
 * step left in the page cache is written first, untimed, so that no copy pays for another.
 */
async function timed(work: () => Promise<void>): Promise<Timing> {
  spawnSync('sync')
  const started = performance.now()
  await work()
  const returned = (performance.now() - started) / 1000
  spawnSync('sync')
  return { returned, onDisk: (performance.now() - started) / 1000 }
}

/** `cp` of the file on the same disk. */
async function copy(file: string): Promise<void> {
  if (spawnSync('cp', [file, `${file}.copy`]).status !== 0) throw new Error('cp failed')
}

/** The upload of the file with tus-js-client, as the back office's Uppy sends it. */
function uploadWithTusClient(endpoint: string, token: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint,
      uploadSize: SIZE,
      chunkSize: CHUNK,
      headers: { Authorization: `${TOKEN_SCHEME} ${token}` },
      metadata: { filename: 'bench.mp4' },
      onSuccess: () => resolve(),
      onError: reject,
    })
    upload.start()
  })
}

/**
 * The upload of the file in a single PATCH sent by `curl`: what the server takes from a client that
 * costs next to nothing (on 2 cores, tus-js-client's own work slows the server down).
 */
async function uploadWithCurl(endpoint: string, token: string, file: string): Promise<void> {
  const headers = { 'Tus-Resumable': '1.0.0', Authorization: `${TOKEN_SCHEME} ${token}` }
  const created = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(SIZE),
      'Upload-Metadata': `filename ${Buffer.from('bench.mp4').toString('base64')}`,
    },
  })
  const location = new URL(created.headers.get('location') ?? '', endpoint)
  const sent = spawnSync('curl', [
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...['-H', 'Upload-Offset: 0', '-H', 'Content-Type: application/offset+octet-stream'],
    ...['-H', 'Expect:', '-X', 'PATCH', '-T', file, '-s', '-o', '/dev/null'],
    ...['-w', '%{http_code}', String(location)],
  ])
  if (sent.stdout?.toString() !== '204') throw new Error(`curl's PATCH answered ${sent.stdout}`)
}

/** Waits until the server has run the imports of the uploads, so that the next round has the CPU. */
async function importsSettled(base: string, token: string): Promise<void> {
  for (;;) {
    const answer = await fetch(`${base}${ADMIN_API_BASE}/media-imports/`, {
      headers: { Authorization: `${TOKEN_SCHEME} ${token}` },
    })
    const imports = (await answer.json()) as AdminMediaImport[]
    if (imports.every(({ status }) => status === 'done' || status === 'failed')) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`
const rate = (seconds: number) => `${(SIZE / MIB / seconds).toFixed(0)} MiB/s`

async function run(folder: string) {
  const file = path.join(folder, 'video.bin')
  await makeFile(file, SIZE)

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
    const endpoint = `${base}${ADMIN_API_BASE}${UPLOADS_PATH}`
    const copies = [
      { name: 'cp', run: () => copy(file) },
      { name: 'tus-js-client', run: () => uploadWithTusClient(endpoint, token, file) },
      { name: 'curl', run: () => uploadWithCurl(endpoint, token, file) },
    ]
    const rounds: Timing[][] = []
    for (let round = 0; round < ROUNDS; round++) {
      const timings: Timing[] = []
      for (const { run } of copies) {
        timings.push(await timed(run))
        rmSync(`${file}.copy`, { force: true })
        await importsSettled(base, token)
      }
      rounds.push(timings)
    }
    clearInterval(sampler)
    const after = rssBytes(pid)

    console.log(`\nUpload of ${mib(SIZE)} on loopback (same disk), ${CHUNK / MIB} MiB chunks`)
    console.log('Until the copy returned, and (after /) until its bytes were on the disk:')
    console.log('| round | copy | seconds | throughput | / cp |\n|---|---|---|---|---|')
    /** A timing's two moments, each as `format` writes it. */
    const both = (timing: Timing, format: (value: number) => string) =>
      `${format(timing.returned)} / ${format(timing.onDisk)}`
    const seconds = (value: number) => value.toFixed(2)
    rounds.forEach((timings, round) => {
      const cp = timings[0]!
      timings.forEach((timing, index) => {
        const ratio = { returned: cp.returned / timing.returned, onDisk: cp.onDisk / timing.onDisk }
        console.log(
          `| ${round + 1} | ${copies[index]!.name} | ${both(timing, seconds)} | ${both(timing, rate)} | ${both(ratio, seconds)} |`,
        )
      })
    })
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    for (let index = 1; index < copies.length; index++) {
      for (const moment of ['returned', 'onDisk'] as const) {
        const ratio = median(rounds.map((timings) => timings[0]![moment] / timings[index]![moment]))
        const until = moment === 'returned' ? 'until it returned' : 'until on the disk'
        console.log(
          `${copies[index]!.name} / cp throughput ${until}, median of ${ROUNDS} rounds: ${ratio.toFixed(2)} (budget ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
        )
      }
    }
    console.log(
      `server RSS: ${mib(before)} before, ${mib(peak)} at peak, ${mib(after)} after (${mib(peak - before)} more at peak for ${2 * ROUNDS} uploads of ${mib(SIZE)})`,
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
