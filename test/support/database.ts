import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { connectDatabase, type DatabaseHandle, type Dialect } from '../../server/db/connect.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { databaseUrl, onServer, type TemplateDatabases } from './template-databases.ts'

/** Every database suite runs once per dialect: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const DIALECTS: Dialect[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase extends DatabaseHandle {
  /** What `connectDatabase` was given, to open the same database again. */
  options: { databaseUrl?: string; sqliteFile: string }
  drop(): Promise<void>
}

/** The databases Vitest's global setup migrated for this run; none outside Vitest (a bench). */
function templates(): TemplateDatabases | undefined {
  try {
    return inject('templateDatabases')
  } catch {
    return undefined
  }
}

/**
 * A new, empty, migrated database of the dialect, dropped afterwards: a copy of the run's
 * template (test/support/template-databases.ts), which `migrateToLatest` made, or migrated here
 * when there is none.
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const template = templates()
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-test-'))
    const options = { sqliteFile: path.join(folder, 'test.sqlite') }
    if (template) copyFileSync(template.sqliteFile, options.sqliteFile)
    const handle = connectDatabase(options)
    if (!template) await migrateToLatest(handle)
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
  const from = template?.postgresName
  await onServer(serverUrl, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`)
  const options = { databaseUrl: databaseUrl(serverUrl, name), sqliteFile: ':memory:' }
  const handle = connectDatabase(options)
  if (!from) await migrateToLatest(handle)
  return {
    ...handle,
    options,
    async drop() {
      await handle.db.destroy()
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
