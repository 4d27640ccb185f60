import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { get } from 'node:http'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { MANIFEST_PATH, SERVICE_WORKER_PATH } from '../contract/values/installable.ts'
import { startServer } from '../e2e/support/server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'

/**
 * Issue 48's budget for the installable app: "the service worker adds ≤ 10 KB to the first load
 * and nothing to the first screen's critical path". Prints the worker's size (bytes, gzip), what
 * a first visit transfers because of it (the worker and what it keeps, measured in Chromium),
 * when it is requested against the first paint and the load event, and Chromium's own
 * installability verdict (Page.getInstallabilityErrors, what Lighthouse's removed PWA audit
 * read) for both demo sites. `npx tsx bench/installable.ts`; build first (`npm run build`).
 */
const BUDGET_BYTES = 10 * 1024
const SWISS_HOST = 'suisse.localhost'

interface FirstVisit {
  workerAt: number
  firstPaint: number
  loaded: number
  workerBytes: number
  keptBytes: number
  kept: number
}

/** A first visit in a fresh context, until the worker has taken the page over. */
async function firstVisit(page: Page, url: string): Promise<FirstVisit> {
  let workerAt = NaN
  const transfers: Promise<{ url: string; bytes: number }>[] = []
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === SERVICE_WORKER_PATH && Number.isNaN(workerAt)) workerAt = Date.now()
  })
  page.context().on('requestfinished', (request) => {
    if (!request.serviceWorker() && new URL(request.url()).pathname !== SERVICE_WORKER_PATH) return
    transfers.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    )
  })
  await page.goto(url)
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  const timing = await page.evaluate(async () => {
    // The paint entries as the page recorded them (buffered), whenever this runs.
    const paints = await new Promise<PerformanceEntryList>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'paint',
        buffered: true,
      })
    })
    const paint = paints.find((entry) => entry.name === 'first-contentful-paint') ?? paints[0]
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      firstPaint: performance.timeOrigin + (paint?.startTime ?? NaN),
      loaded: performance.timeOrigin + navigation.loadEventEnd,
    }
  })
  const done = await Promise.all(transfers)
  const worker = done.filter((entry) => new URL(entry.url).pathname === SERVICE_WORKER_PATH)
  const kept = done.filter((entry) => new URL(entry.url).pathname !== SERVICE_WORKER_PATH)
  const sum = (entries: { bytes: number }[]) => entries.reduce((total, e) => total + e.bytes, 0)
  for (const entry of done) {
    const url = new URL(entry.url)
    console.log(`    ${url.pathname}${url.search}: ${entry.bytes} bytes`)
  }
  return {
    workerAt,
    ...timing,
    workerBytes: sum(worker),
    keptBytes: sum(kept),
    kept: kept.length,
  }
}

/** The body's bytes as the server sends them to a browser that takes brotli and gzip. */
function bodyAsSent(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
      let bytes = 0
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length))
      answer.on('end', () =>
        resolve({ bytes, encoding: String(answer.headers['content-encoding'] ?? 'identity') }),
      )
    }).on('error', reject)
  })
}

const server = await startServer()
// A profile on disk, not an incognito context: Chromium installs no app from incognito.
const profile = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-installable-'))
try {
  const script = Buffer.from(await (await fetch(server.url + SERVICE_WORKER_PATH)).arrayBuffer())
  const gzip = gzipSync(script, { level: 9 }).length
  const sent = await bodyAsSent(server.url + SERVICE_WORKER_PATH)
  console.log(
    `service worker: ${script.length} bytes, ${gzip} bytes gzip, sent as ${sent.bytes} bytes ${sent.encoding}`,
  )

  const swissUrl = new URL(server.url)
  swissUrl.hostname = SWISS_HOST
  for (const [name, url] of [
    ['Vitrine Démo', server.url],
    ['Vitrine Suisse', swissUrl.href],
  ] as const) {
    rmSync(profile, { recursive: true, force: true })
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      serviceWorkers: 'allow',
    })
    const page = context.pages()[0] ?? (await context.newPage())
    const visit = await firstVisit(page, url)
    // Chromium reports the worker script's headers, not its body: the body as sent is added.
    const added = visit.workerBytes + sent.bytes + visit.keptBytes
    console.log(`\n${name} (${url})`)
    console.log(
      `  first visit adds ${added} bytes: worker ${visit.workerBytes + sent.bytes}, ${visit.kept} kept ` +
        `files ${visit.keptBytes} (budget ${BUDGET_BYTES}: ${added <= BUDGET_BYTES ? 'met' : 'MISSED'})`,
    )
    const afterPaint = visit.workerAt - visit.firstPaint
    const afterLoad = visit.workerAt - visit.loaded
    console.log(
      `  worker requested ${Math.round(afterPaint)} ms after the first paint, ` +
        `${Math.round(afterLoad)} ms after the load event ` +
        `(${afterPaint > 0 && afterLoad >= 0 ? 'off the critical path' : 'ON THE CRITICAL PATH'})`,
    )
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
    console.log(
      `  installable (Chromium's criteria): ${installabilityErrors.length === 0 ? 'yes' : 'NO'}` +
        `${installabilityErrors.map((error) => ` ${error.errorId}`).join('')}; ` +
        `manifest ${new URL(manifest.url).pathname === MANIFEST_PATH ? MANIFEST_PATH : manifest.url}` +
        ` with ${manifest.errors.length} errors`,
    )
    await context.close()
  }
} finally {
  rmSync(profile, { recursive: true, force: true })
  await server.stop()
}
