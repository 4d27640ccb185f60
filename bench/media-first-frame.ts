import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { attachDemoMedia } from '../server/demo/media/attach.ts'
import { connectDatabase } from '../server/db/connect.ts'
import { insertItem, insertMedia, insertWebsite } from '../server/db/insert.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { defaultWebsiteSettings } from '../server/modules/websites/defaults.ts'
import {
  AUTOPLAY_FLAG,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  HIDE_MEDIA_SOURCE,
} from '../test/support/chromium.ts'
import { startChild, stopChild } from './run.ts'

/**
 * `npx tsx bench/media-first-frame.ts`: time from navigation to the first frame of the demo clip
 * in headless Chromium on loopback: the embed page (HLS played natively, as on an iPhone, Media
 * Source being hidden from the page; signed playlists and segments) against the same clip as a
 * progressive MP4 opened directly. Medians of several runs after one warm-up run, each in a fresh
 * browser context (cold cache). `BENCH_HLS_JS=1` leaves Media Source to the page, whose player
 * then takes hls.js, to measure that path. Stops its server and browser by itself.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const HOST = '127.0.0.1'
const SECRET = 'bench-secret-key-that-is-long-enough-0123456789'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function prepare(folder: string, mediaDir: string): Promise<string> {
  const database = connectDatabase({ sqliteFile: path.join(folder, 'bench.sqlite') })
  await migrateToLatest(database)
  const db = database.db
  const site = await insertWebsite(db, {
    name: 'Bench',
    hosts: [HOST],
    settings: defaultWebsiteSettings(),
    contactEmail: 'bench@test.example',
    publicUrl: `http://${HOST}`,
  })
  const mediaUid = await insertMedia(db, site, { name: 'Demo', duration: 10 })
  const itemUid = await insertItem(db, site, {
    slug: 'demo',
    contentObjectType: 'media',
    contentObjectUid: mediaUid,
  })
  await attachDemoMedia(db, mediaDir, [site])
  await db.destroy()
  return itemUid
}

/**
 * Records, in every document, when a video presents its first frame (ms since navigation), with
 * requestVideoFrameCallback: called as a frame goes to the screen, the literal first frame.
 * A string, not a function: the TypeScript runner would wrap a function in helpers the page lacks.
 */
const WATCH_FIRST_FRAME = `(() => {
  const watch = () => {
    const video = document.querySelector('video')
    if (!video) {
      if (performance.now() < 30000) requestAnimationFrame(watch)
      return
    }
    video.requestVideoFrameCallback(() => {
      window.firstFrame = performance.now()
    })
  }
  requestAnimationFrame(watch)
})()`

const HLS_JS = process.env.BENCH_HLS_JS === '1'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-frame-'))
  const mediaDir = path.join(folder, 'media')
  const itemUid = await prepare(folder, mediaDir)
  const port = await freePort()
  const server = startChild([process.execPath, '--import', 'tsx', 'server/main.ts'], {
    DATA_DIR: folder,
    SQLITE_FILE: path.join(folder, 'bench.sqlite'),
    MEDIA_DIR: mediaDir,
    SECRET_KEY: SECRET,
    PORT: String(port),
    // Live ingest (RTMP) stays off: several servers share this machine.
    RTMP_PORT: '0',
    HOST,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  })
  server.stdout?.resume()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, AUTOPLAY_FLAG],
  })
  try {
    const origin = `http://${HOST}:${port}`
    const started = Date.now()
    while (!(await fetch(`${origin}/embed/${itemUid}/`).catch(() => null))?.ok) {
      if (Date.now() - started > 60_000) throw new Error('server did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const playback = (await (await fetch(`${origin}/embed/${itemUid}/playback.json`)).json()) as {
      medias: { mp4: string }[]
    }
    const pages = {
      hls: `${origin}/embed/${itemUid}/?autoplay=1`,
      mp4: `${origin}${playback.medias[0]?.mp4 ?? ''}`,
    }
    const timings: Record<'hls' | 'mp4', number[]> = { hls: [], mp4: [] }
    // Run 0 warms the server and the browser up (first compilations, first file reads): not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      for (const kind of ['hls', 'mp4'] as const) {
        const context = await browser.newContext()
        await context.addInitScript(WATCH_FIRST_FRAME)
        if (!HLS_JS) await context.addInitScript(HIDE_MEDIA_SOURCE)
        const page = await context.newPage()
        await page.goto(pages[kind])
        // Chromium's own page for a video file does not start it by itself.
        if (kind === 'mp4') await page.evaluate(() => document.querySelector('video')?.play())
        const frame = await page.waitForFunction(
          () => (window as never as { firstFrame?: number }).firstFrame,
          undefined,
          { timeout: 30_000 },
        )
        if (run > 0) timings[kind].push(Number(await frame.jsonValue()))
        await context.close()
      }
    }
    const hls = median(timings.hls)
    const mp4 = median(timings.mp4)
    console.log('\n| delivery | first frame p50 ms | runs |\n|---|---|---|')
    const player = HLS_JS ? 'hls.js' : 'native'
    console.log(`| embed page, HLS (${player}) | ${hls.toFixed(0)} | ${RUNS} |`)
    console.log(`| same clip, progressive MP4 | ${mp4.toFixed(0)} | ${RUNS} |`)
    for (const kind of ['hls', 'mp4'] as const) {
      console.log(`${kind} runs, ms: ${timings[kind].map((ms) => ms.toFixed(0)).join(', ')}`)
    }
    console.log(`\nfirst frame: HLS / MP4 = ${(hls / mp4).toFixed(2)} (goal ≤ 1.5)`)
  } finally {
    await browser.close()
    stopChild(server)
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
