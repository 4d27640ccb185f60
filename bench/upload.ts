import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium, type Browser } from '@playwright/test'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { UPLOADS_PATH } from '../contract/values/admin-media-imports.ts'
import type { AdminMediaImport } from '../contract/schemas/admin-media-imports.ts'
import { buildStorefrontIfStale } from '../scripts/build-storefront.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'
import { AUTH_STORAGE_KEY } from '../web/api/auth-storage-key.ts'
import { firstLine, freePort, rssBytes, startChild, stopChild, waitFor } from './run.ts'

/**
 * `npx tsx bench/upload.ts`: a video upload from the back office, against the budget of issue
 * 15 — a 1 GB file through tus on loopback at ≥ 0.5 × the throughput of `cp` on the same disk,
 * with the server's memory flat (streamed, never buffered). Each round copies the file five ways:
 * - `cp`, on the same disk;
 * - the back office in Chromium: its own uploader, in 32 MiB PATCHes, until the server has the
 *   whole file (its import exists);
 * - Chromium to a bare server: the same file in the same PATCHes from a bare page to a bare Node
 *   server that writes them to the same disk — as fast as this Chromium sends a file;
 * - `curl`, in one PATCH through tus: what the server takes from a client that costs next to
 *   nothing;
 * - `curl` to the bare server: what Node itself takes, without tus or anything of ours. The bare
 *   server runs in a process of its own (bare-upload-server.ts), as the real one does.
 *
 * Each copy is timed until it returns and until its bytes are on the disk (`sync`); the figure is
 * the median round's ratio. What a copy wrote is removed before the next one, and a file as large
 * is written and removed just before it (`warmPageCache`), so that each starts from the same
 * state: on this machine, writing into memory that a removed file freed goes up to ten times
 * faster than writing into memory not used for a while (`cp` takes 0.25 or 2.7 s for 1 GiB).
 * An import removes its upload; here the file is no video, so its import fails at once and this
 * bench removes it. Then the server's RSS before, at its peak and after.
 *
 * BENCH_UPLOAD_MB sets the size (1024 by default), BENCH_UPLOAD_ROUNDS the rounds (5 by default),
 * and BENCH_NODE_ARGS options for the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof`
 * profiles it).
 */
const HOST = '127.0.0.1'
const MIB = 1024 * 1024
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MIB
/** The back office's own chunk size (web/admin/api/use-uploads.ts). */
const CHUNK = 32 * MIB
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5)
const execute = promisify(execFile)

/** `size` random bytes in `file`, written a chunk at a time. */
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
 * Writes as much as the file into the page cache and removes it again, so that the copy that
 * follows writes into memory just freed. On this machine (a virtual machine), memory not written
 * for a while costs several times more to fill than memory just freed; without this step each
 * copy would be timed on whichever it got, and `cp` alone took 0.3 to 1.6 s for 1 GiB.
 */
function warmPageCache(file: string, scratch: string): void {
  if (spawnSync('cp', [file, scratch]).status !== 0) throw new Error('cp failed')
  spawnSync('sync')
  rmSync(scratch)
}

/**
 * How long `work` takes, until it returns and until its bytes are on the disk. Whatever an earlier
 * step left in the page cache is written first, untimed, so that no copy pays for another.
 */
async function timed(work: () => Promise<void>, warm: () => void): Promise<Timing> {
  warm()
  spawnSync('sync')
  const started = performance.now()
  await work()
  const returned = (performance.now() - started) / 1000
  spawnSync('sync')
  return { returned, onDisk: (performance.now() - started) / 1000 }
}

/** `cp` of the file on the same disk: GNU cp copies inside the kernel (`copy_file_range`). */
async function copy(file: string, target: string): Promise<void> {
  if (spawnSync('cp', [file, target]).status !== 0) throw new Error('cp failed')
}

/** `file` in one PATCH by `curl` to `url`, with `headers`; throws unless it answered `expected`. */
async function curlPatch(
  url: string,
  file: string,
  headers: Record<string, string>,
  expected: string,
) {
  const { stdout } = await execute('curl', [
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...['-H', 'Expect:', '-X', 'PATCH', '-T', file, '-s', '-o', '/dev/null'],
    ...['-w', '%{http_code}', url],
  ])
  if (stdout !== expected) throw new Error(`curl's PATCH answered ${stdout}`)
}

/**
 * The upload of the file in a single PATCH sent by `curl`: what the server takes from a client that
 * costs next to nothing.
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
  await curlPatch(
    String(location),
    file,
    { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    '204',
  )
}

/** How many imports the server has: one more once an upload has arrived whole. */
async function importCount(base: string, token: string): Promise<number> {
  const answer = await fetch(`${base}${ADMIN_API_BASE}/media-imports/?_end=1`, {
    headers: { Authorization: `${TOKEN_SCHEME} ${token}` },
  })
  return Number(answer.headers.get('x-total-count'))
}

/**
 * The back office's media imports in Chromium, its staff signed in; answers an upload: it drops a
 * file on the page's uploader and resolves once the server has the whole file.
 */
async function backOffice(browser: Browser, base: string, token: string) {
  const page = await browser.newPage()
  await page.goto(`${base}/admin/`)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, token],
  )
  await page.goto(`${base}/admin/media_imports`)
  const input = page.locator('input[type=file]')
  await input.waitFor({ state: 'attached' })
  return async (file: string) => {
    const before = await importCount(base, token)
    await input.setInputFiles(file)
    while ((await importCount(base, token)) === before) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

/**
 * The bare Node server (bare-upload-server.ts, a process of its own) that writes each PATCH into
 * `target` at its `at` offset; `fromChromium`: a bare page sends the file in CHUNK-sized PATCHes,
 * one after the other as tus does, and `fromCurl`: curl sends it in one. `close` stops the server.
 */
async function bareServer(browser: Browser, target: string) {
  const server = startChild(
    [process.execPath, '--import', 'tsx', 'bench/bare-upload-server.ts', target],
    {},
  )
  const port = Number(await firstLine(server))
  const page = await browser.newPage()
  await page.goto(`http://${HOST}:${port}/`)
  const input = page.locator('input')
  const fromChromium = async (file: string) => {
    await input.setInputFiles(file)
    await page.evaluate(async (chunk) => {
      const chosen = document.querySelector('input')!.files![0]!
      for (let at = 0; at < chosen.size; at += chunk) {
        const body = chosen.slice(at, at + chunk)
        const answer = await fetch(`/?at=${at}`, { method: 'PATCH', body })
        if (!answer.ok) throw new Error(`the bare server answered ${answer.status}`)
      }
    }, CHUNK)
  }
  return {
    fromChromium,
    fromCurl: async (file: string) => curlPatch(`http://${HOST}:${port}/?at=0`, file, {}, '200'),
    close: () => stopChild(server),
  }
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

async function main(folder: string) {
  if (!buildStorefrontIfStale()) throw new Error('The web build failed.')
  const file = path.join(folder, 'video.bin')
  await makeFile(file, SIZE)
  /** Where every copy writes: emptied after each. */
  const written = path.join(folder, 'written')
  mkdirSync(written)
  /** What warms the page cache before each copy: on the same disk, outside `written`. */
  const scratch = path.join(folder, 'warm.bin')

  const port = await freePort()
  const nodeOptions = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = startChild(
    [process.execPath, ...nodeOptions, '--import', 'tsx', 'server/main.ts'],
    {
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: path.join(folder, 'data'),
      UPLOAD_DIR: written,
      PORT: String(port),
      // Live ingest (RTMP) stays off: several servers share this machine.
      RTMP_PORT: '0',
      HOST,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      PASSWORD_HASH_COST: '10',
      UPLOAD_MAX_BYTES: String(SIZE),
    },
  )
  server.stdout?.resume()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  let bare: Awaited<ReturnType<typeof bareServer>> | undefined
  try {
    const base = `http://${HOST}:${port}`
    await waitFor(`${base}${API_BASE}/website/`, () => server.exitCode === null)
    const login = await fetch(`${base}${API_BASE}/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    })
    const { token } = (await login.json()) as { token: string }
    const uploadFromBackOffice = await backOffice(browser, base, token)
    bare = await bareServer(browser, path.join(written, 'bare.bin'))
    const pid = server.pid ?? 0
    const before = rssBytes(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 100)
    const endpoint = `${base}${ADMIN_API_BASE}${UPLOADS_PATH}`
    const copies = [
      { name: 'cp', run: () => copy(file, path.join(written, 'copy.bin')) },
      { name: 'back office (Chromium)', run: () => uploadFromBackOffice(file) },
      { name: 'Chromium to a bare server', run: () => bare!.fromChromium(file) },
      { name: 'curl through tus', run: () => uploadWithCurl(endpoint, token, file) },
      { name: 'curl to a bare server', run: () => bare!.fromCurl(file) },
    ]
    const rounds: Timing[][] = []
    for (let round = 0; round < ROUNDS; round++) {
      const timings: Timing[] = []
      for (const { run } of copies) {
        timings.push(await timed(run, () => warmPageCache(file, scratch)))
        await importsSettled(base, token)
        rmSync(written, { recursive: true, force: true })
        mkdirSync(written)
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
    bare?.close()
    await browser.close()
    stopChild(server)
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-upload-'))
main(folder)
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => rmSync(folder, { recursive: true, force: true }))
