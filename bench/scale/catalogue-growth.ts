import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { ITEM_ORDERINGS } from '../../contract/schemas/catalogue.ts'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { generateCatalogue, growCatalogue } from '../generate-catalogue.ts'
import { freePort, percentile, startChild, stopChild, waitFor } from '../run.ts'
import { scratchPostgres } from '../scratch-database.ts'

/**
 * One size of the catalogue and one pass of its calls: list and search latencies, each query
 * cold in the process. On the first pass, the database's pages are as the growth left them; on
 * the second, the same calls find the pages the first read.
 */
export interface GrowthFigures {
  items: number
  pass: 'first' | 'second'
  listP50: number
  listP99: number
  searchP50: number
  searchP99: number
}

const WORDS = ['forêt', 'rivière', 'atelier', 'eleve', 'montagne', 'cuisine', 'concert', 'voyage']
const SAMPLES = 160

/**
 * Milliseconds each address takes to answer, one after the other, each after `before`; every
 * answer must be 200.
 */
async function timings(urls: string[], before: () => Promise<void>): Promise<number[]> {
  const times: number[] = []
  for (const url of urls) {
    await before()
    const started = performance.now()
    const answer = await fetch(url)
    await answer.arrayBuffer()
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/**
 * Lists and searches one web process on PostgreSQL as the catalogue grows through `sizes`.
 * Every figure is of a cold query: the process keeps pages, counts and items per catalogue
 * version, and the version is bumped before each call. Without that, the small catalogue's
 * pages, which share their 1 000 items, were mostly answered from items built for an earlier
 * page, while at 1 000 000 items every page's items were new.
 */
export async function measureCatalogueGrowth(
  sizes: number[],
  serverMain: string,
): Promise<GrowthFigures[]> {
  const scratch = await scratchPostgres('vt_bench_growth')
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-growth-'))
  let server: ReturnType<typeof startChild> | undefined
  const figures: GrowthFigures[] = []
  try {
    await migrateToLatest(scratch.handle)
    const port = await freePort()
    server = startChild([process.execPath, serverMain], {
      DATABASE_URL: scratch.url,
      REDIS_URL: '',
      DATA_DIR: folder,
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
      PORT: String(port),
      // Live ingest (RTMP) stays off: several servers share this machine.
      RTMP_PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    })
    const api = `http://127.0.0.1:${port}${API_BASE}/items/`
    let catalogue
    let count = 0
    for (const size of sizes) {
      const started = performance.now()
      if (!catalogue) catalogue = await generateCatalogue(scratch.handle.db, size)
      else await growCatalogue(scratch.handle.db, catalogue, count, size)
      count = size
      // What autovacuum does after such growth (PostgreSQL 13+ also vacuums after inserts), done
      // now rather than at its leisure: statistics, and the visibility map that lets the lists'
      // and the search's index-only scans skip the table. Right after a bulk load, without it,
      // they read a table page for every row.
      await sql`VACUUM ANALYZE`.execute(scratch.handle.db)
      console.log(
        `catalogue: ${size} items (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      )
      await waitFor(`http://127.0.0.1:${port}/readyz`, () => server?.exitCode === null)

      // Pages that hold items at every size (a category has 50 items at 1 000): a page past the
      // last item answers at once, and would make the small catalogue look faster than it is.
      const lists = Array.from({ length: SAMPLES }, (_, n) => {
        const ordering = ITEM_ORDERINGS[Math.floor(n / 40) % ITEM_ORDERINGS.length]
        return `${api}?limit=30&categories=cat-${n % 20}&ordering=${ordering}&offset=${30 * (Math.floor(n / 20) % 2)}`
      })
      const searches = Array.from({ length: SAMPLES }, (_, n) => {
        const words = `${WORDS[n % WORDS.length]} ${WORDS[Math.floor(n / WORDS.length) % WORDS.length]}`
        return `${api}?limit=30&search=${encodeURIComponent(words)}&offset=${30 * Math.floor(n / 64)}`
      })
      const cold = async () => {
        await sql`UPDATE websites SET catalogue_version = catalogue_version + 1`.execute(
          scratch.handle.db,
        )
      }
      for (const pass of ['first', 'second'] as const) {
        const list = await timings(lists, cold)
        const search = await timings(searches, cold)
        figures.push({
          items: size,
          pass,
          listP50: percentile(list, 0.5),
          listP99: percentile(list, 0.99),
          searchP50: percentile(search, 0.5),
          searchP99: percentile(search, 0.99),
        })
      }
    }
    return figures
  } finally {
    if (server) stopChild(server)
    await scratch.close().catch(() => undefined)
    rmSync(folder, { recursive: true, force: true })
  }
}
