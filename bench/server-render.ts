import { loadavg } from 'node:os'
import { seedDemoFolder, startServer, type RunningServer } from '../e2e/support/server.ts'
import { DEMO_DATA_VARIABLE, removeDemoData } from '../e2e/support/demo-data.ts'
import { buildServerIfStale } from '../scripts/build-server.ts'
import { buildStorefrontIfStale } from '../scripts/build-storefront.ts'
import { median } from './lighthouse.ts'
import { demoRoutes, drawnPageMs } from './storefront-pages.ts'

/**
 * `BENCH_BASELINE=/tmp/ssr-base npx tsx bench/server-render.ts`: the time the server takes to
 * send the home page, a category and an item page drawn afresh (p50 of REQUESTS each), this
 * checkout's server beside the baseline's, another checkout built already (e.g. `git worktree
 * add /tmp/ssr-base <commit>`, `cp -al node_modules` there, `node --import tsx
 * scripts/build-if-stale.ts` in it). Both start on copies of one seeded demo folder.
 *
 * Uncached: each request's address carries a query of its own (`?bench=N`), and the render cache
 * keeps renders by address (server/modules/storefront/render-cache.ts), so every page is drawn,
 * whatever the commit. Requests alternate between the two servers, one at a time, so that both
 * see the same load on a shared machine. Without BENCH_BASELINE, this server alone.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40)
const WARM_UP = 5

async function main() {
  console.log(`load average (1 min) before the run: ${loadavg()[0]!.toFixed(2)}`)
  if (!buildStorefrontIfStale() || !buildServerIfStale()) throw new Error('The build failed.')
  const baseline = process.env.BENCH_BASELINE
  process.env[DEMO_DATA_VARIABLE] = await seedDemoFolder()
  const servers: { name: string; server: RunningServer }[] = []
  try {
    servers.push({ name: 'this', server: await startServer() })
    if (baseline) {
      servers.push({ name: 'baseline', server: await startServer({ root: baseline }) })
    }
    const routes = await demoRoutes(servers[0]!.server.url)
    console.log(`| route | ${servers.map(({ name }) => `${name} p50 ms`).join(' | ')} | ratio |`)
    console.log(`|---|${servers.map(() => '---|').join('')}---|`)
    let visit = 0
    for (const route of routes) {
      const times = servers.map(() => [] as number[])
      for (let request = 0; request < REQUESTS + WARM_UP; request += 1) {
        // Each in turn, first one then the other, at the same moment of the run.
        const order = request % 2 === 0 ? servers.keys() : [...servers.keys()].reverse()
        for (const index of order) {
          visit += 1
          const separator = route.path.includes('?') ? '&' : '?'
          const url = `${servers[index]!.server.url}${route.path}${separator}bench=${visit}`
          const ms = await drawnPageMs(url)
          if (request >= WARM_UP) times[index]!.push(ms)
        }
      }
      const p50s = times.map(median)
      const ratio = p50s.length > 1 ? (p50s[0]! / p50s[1]!).toFixed(2) : ''
      console.log(
        `| ${route.name} (${route.path}) | ${p50s.map((ms) => ms.toFixed(1)).join(' | ')} | ${ratio} |`,
      )
    }
    console.log(`\np50 of ${REQUESTS} requests per route and server, each page drawn afresh`)
  } finally {
    for (const { server } of servers) await server.stop()
    removeDemoData()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
