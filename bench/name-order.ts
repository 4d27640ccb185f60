import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { connectDatabase, type DatabaseHandle, type Dialect } from '../server/db/connect.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { up as englishNameOrder } from '../server/db/migrations/0054-english-name-order.ts'
import type { Database } from '../server/db/schema.ts'
import type { Language } from '../server/lib/chosen-language.ts'
import { findItemPage, type ItemPageFilter } from '../server/modules/catalogue/item-repo.ts'
import { generateCatalogue } from './generate-catalogue.ts'
import { scratchPostgres } from './scratch-database.ts'

/**
 * `npx tsx bench/name-order.ts`: the name orders of the catalogue in French and in English
 * (migration 0054) on a generated website of BENCH_ITEMS items (1 000 000 by default; every other
 * one has an English name), on SQLite and on PostgreSQL (DATABASE_URL's server, a scratch
 * database). Prints how long migration 0054 takes on that catalogue (its columns dropped, then
 * added again as an existing deployment would), and the median time of the first page of
 * `?ordering=name` and `-name` in each language, over the whole catalogue and in a category,
 * straight from the repository (no cache). BENCH_DIALECTS=sqlite skips PostgreSQL.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000)
const RUNS = 7
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[]

const TABLES = ['items', 'item_categories', 'categories']
const INDEXES = ['items_name_en', 'item_categories_by_name_en', 'categories_name_en']

/** Takes migration 0054 out again, as if the database had stopped at 0053. */
async function undoEnglishNameOrder(db: Kysely<Database>): Promise<void> {
  for (const index of INDEXES) await sql.raw(`DROP INDEX ${index}`).execute(db)
  for (const table of TABLES) {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN name_en_key`).execute(db)
  }
  for (const table of ['items', 'item_categories']) {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN name_en`).execute(db)
  }
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

async function measureDialect(dialect: Dialect, handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle)
  let started = performance.now()
  const { websiteUid, categoryUids } = await generateCatalogue(handle.db, ITEMS)
  console.log(
    `${dialect}: generated ${ITEMS} items in ${Math.round(performance.now() - started)} ms`,
  )
  await undoEnglishNameOrder(handle.db)
  started = performance.now()
  await englishNameOrder(handle.db as Kysely<unknown>, dialect)
  console.log(`${dialect}: migration 0054 took ${Math.round(performance.now() - started)} ms`)
  if (dialect === 'postgres') await sql`ANALYZE`.execute(handle.db)

  const rows: string[][] = []
  for (const language of ['fr', 'en'] as Language[]) {
    for (const ordering of ['name', '-name'] as const) {
      for (const categories of [undefined, [categoryUids[3]!]]) {
        const filter: ItemPageFilter = {
          websiteUid,
          categoryUids: categories,
          ordering,
          nameLanguage: language,
          limit: 30,
          offset: 0,
          publishedBy: new Date().toISOString(),
        }
        // The count is asked of the cache in the server; here only the page is timed.
        const ms = await median(() => findItemPage(handle.db, dialect, filter, async () => 0))
        const where = categories ? 'one category' : 'whole catalogue'
        rows.push([dialect, language, `?ordering=${ordering}`, where, ms.toFixed(1)])
      }
    }
  }
  console.table(
    rows.map(([db, language, ordering, where, ms]) => ({ db, language, ordering, where, ms })),
  )
}

async function main() {
  for (const dialect of DIALECTS) {
    if (dialect === 'sqlite') {
      const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-name-order-'))
      const handle = connectDatabase({ sqliteFile: path.join(folder, 'bench.sqlite') })
      try {
        await measureDialect(dialect, handle)
      } finally {
        await handle.db.destroy()
        rmSync(folder, { recursive: true, force: true })
      }
    } else {
      const scratch = await scratchPostgres('vitrine_bench_name_order')
      try {
        await measureDialect(dialect, scratch.handle)
      } finally {
        await scratch.close()
      }
    }
  }
}

await main()
