import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { connectDatabase, type DatabaseHandle, type Dialect } from '../../server/db/connect.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'

/** Every database suite runs once per dialect: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const DIALECTS: Dialect[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase extends DatabaseHandle {
  /** What `connectDatabase` was given, to open the same database again. */
  options: { databaseUrl?: string; sqliteFile: string }
  drop(): Promise<void>
}

/** A new, empty, migrated database of the dialect, dropped afterwards. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-test-'))
    const options = { sqliteFile: path.join(folder, 'test.sqlite') }
    const handle = connectDatabase(options)
    await migrateToLatest(handle)
    return {
      ...handle,
      options,
      async drop() {
        await handle.db.destroy()
        rmSync(folder, { recursive: true, force: true })
      },
    }
  }
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests')
  const name = `vitrine_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const options = { databaseUrl: url.toString(), sqliteFile: ':memory:' }
  const handle = connectDatabase(options)
  await migrateToLatest(handle)
  return {
    ...handle,
    options,
    async drop() {
      await handle.db.destroy()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
