import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { startServer } from '../e2e/support/server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'

/**
 * `npx tsx bench/page-cost.ts`: what one page load costs the machine's Chromium, in CPU time of
 * all its processes (renderer, browser, GPU, network), for a few pages of the demo website:
 * cold (a new browser context each time, as every journey starts) and warm (the same tab
 * again, its caches filled). The browser runs in a cpuacct group of its own, so the server's
 * work is not counted. Needs root (cgroup v1). `BENCH_PATHS` (comma-separated), `BENCH_RUNS` (3)
 * and `BENCH_FLAGS` (extra Chromium flags, space-separated) change what is measured.
 */
const PATHS = (process.env.BENCH_PATHS ?? '/,/categories,/items,/admin').split(',')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const EXTRA_FLAGS = (process.env.BENCH_FLAGS ?? '').split(' ').filter(Boolean)
const VIEWPORT = { width: 1280, height: 720 }
const GROUP = `/sys/fs/cgroup/cpuacct/vitrine-page-cost-${process.pid}`

/** CPU milliseconds used so far by this process and what it started after joining the group. */
const cpuUsed = () => Number(readFileSync(`${GROUP}/cpuacct.usage`, 'utf8')) / 1e6

interface Load {
  /** Navigation to network idle, ms. */
  wall: number
  /** CPU of the browser's processes (and this script's), ms. */
  cpu: number
  /** The renderer's main thread: all its tasks, and the part spent running scripts, ms. */
  mainThread: number
  script: number
}

async function load(page: Page, context: BrowserContext, url: string): Promise<Load> {
  const session = await context.newCDPSession(page)
  await session.send('Performance.enable')
  const started = Date.now()
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const wall = Date.now() - started
  const { metrics } = await session.send('Performance.getMetrics')
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000
  await session.detach()
  return { wall, cpu: 0, mainThread: metric('TaskDuration'), script: metric('ScriptDuration') }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function print(label: string, loads: Load[]) {
  const column = (key: keyof Load) => `${key} ${median(loads.map((row) => row[key])).toFixed(0)}`
  console.log(
    label.padEnd(22),
    (['wall', 'cpu', 'mainThread', 'script'] as const).map(column).join('  '),
  )
}

// The server starts first, outside the group; the browser, launched after, is inside it.
const server = await startServer()
mkdirSync(GROUP)
writeFileSync(`${GROUP}/cgroup.procs`, String(process.pid))
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, ...EXTRA_FLAGS],
})
try {
  console.log(`Median of ${RUNS} loads, milliseconds. Flags: ${EXTRA_FLAGS.join(' ') || 'none'}`)
  for (const path of PATHS) {
    const cold: Load[] = []
    for (let run = 0; run < RUNS; run++) {
      const before = cpuUsed()
      const context = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORT })
      const row = await load(await context.newPage(), context, server.url + path)
      await context.close()
      cold.push({ ...row, cpu: cpuUsed() - before })
    }
    print(`${path} cold`, cold)

    const context = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORT })
    const page = await context.newPage()
    await load(page, context, server.url + path)
    const warm: Load[] = []
    for (let run = 0; run < RUNS; run++) {
      const before = cpuUsed()
      const row = await load(page, context, server.url + path)
      warm.push({ ...row, cpu: cpuUsed() - before })
    }
    await context.close()
    print(`${path} warm`, warm)
  }
} finally {
  await browser.close()
  await server.stop()
  // The group can go once empty: this process moves back to the root group first.
  writeFileSync('/sys/fs/cgroup/cpuacct/cgroup.procs', String(process.pid))
  rmdirSync(GROUP)
}
