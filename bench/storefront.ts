import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { startServer } from '../e2e/support/server.ts'
import { buildStorefrontIfStale } from '../scripts/build-storefront.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'
import { API_BASE } from '../contract/values/api-paths.ts'
import { lighthouse, median, medianScores, removeReports, reportsFolder } from './lighthouse.ts'

/**
 * `npx tsx bench/storefront.ts`: the storefront's budgets (issue 14) against the built app and
 * the demo data — the JavaScript each route loads on a first visit (gzip), the time the server
 * takes to send each route drawn (p50 of warm requests), and Lighthouse (mobile, the system
 * Chromium; the median of `BENCH_RUNS`, 3 by default, runs per route, with the machine's
 * `benchmarkIndex`) on the home page, a category and an item page.
 * `BENCH_KEEP=1` keeps the Lighthouse reports and prints their folder.
 */
const JS_BUDGET_KB = 190
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const RENDER_REQUESTS = 40

interface Route {
  name: string
  path: string
}

async function demoRoutes(base: string): Promise<Route[]> {
  const api = `${base}${API_BASE}`
  const categories = (await (await fetch(`${api}/categories/?parent_id__isnull=true`)).json()) as
    { slug: string }[] | { results: { slug: string }[] }
  const category = (Array.isArray(categories) ? categories : categories.results)[0]
  const items = (await (await fetch(`${api}/items/?limit=30`)).json()) as {
    results: { slug: string; visibility_type: string }[]
  }
  const item = items.results.find((entry) => entry.visibility_type === 'public')
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${category?.slug ?? ''}` },
    { name: 'item', path: `/${item?.slug ?? ''}` },
  ]
}

/** The scripts a first visit loads until the network is quiet, gzip-compressed as sent. */
async function firstLoadScripts(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const bodies: Promise<Buffer>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const scripts = await Promise.all(bodies)
  await page.close()
  const gzipBytes = scripts.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0)
  return { files: scripts.length, gzipKb: gzipBytes / 1024 }
}

/**
 * How long the server takes to answer the page drawn (rendering it included), p50 of warm
 * requests one after another as an anonymous French visitor.
 */
async function serverRenderMs(url: string): Promise<number> {
  const times: number[] = []
  for (let request = 0; request < RENDER_REQUESTS + 5; request += 1) {
    const start = performance.now()
    const answer = await fetch(url, { headers: { cookie: 'language=fr' } })
    const html = await answer.text()
    if (!html.includes('data-rendered-language')) throw new Error(`${url} was not drawn`)
    if (request >= 5) times.push(performance.now() - start)
  }
  return median(times)
}

async function main() {
  if (!buildStorefrontIfStale()) throw new Error('The storefront build failed.')
  const server = await startServer()
  const folder = reportsFolder('storefront')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const routes = await demoRoutes(server.url)
    console.log(
      `| route | scripts | first-load JS (gzip) | server p50 ms | Lighthouse perf | a11y | CLS | LCP ms | TBT ms | benchmarkIndex |`,
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    for (const route of routes) {
      const url = `${server.url}${route.path}`
      const js = await firstLoadScripts(browser, url)
      const renderMs = await serverRenderMs(url)
      const runs = Array.from({ length: RUNS }, () => lighthouse(url, folder))
      const score = medianScores(runs)
      console.log(
        `| ${route.name} (${route.path}) | ${js.files} | ${js.gzipKb.toFixed(1)} KB | ${renderMs.toFixed(1)} | ${score.performance} | ${score.accessibility} | ${score.cls.toFixed(3)} | ${Math.round(score.lcpMs)} | ${Math.round(score.tbtMs)} | ${Math.round(score.benchmarkIndex)} |`,
      )
      const each = runs.map((run) => `${run.performance}/${Math.round(run.tbtMs)}ms`).join(', ')
      console.log(`|   runs (perf/TBT): ${each} | | | | | | | | | |`)
    }
    console.log(
      `\nmedians of ${RUNS} Lighthouse runs; goals: home first-load JS ≤ ${JS_BUDGET_KB} KB gzip; home server p50 < 30 ms; performance ≥ 95, accessibility 100, CLS < 0.05, TBT ≤ 200 ms`,
    )
  } finally {
    await browser.close()
    await server.stop()
    removeReports(folder)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
