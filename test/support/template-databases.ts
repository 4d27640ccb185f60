import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase } from '../../server/db/connect.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'

/** What the global setup migrated once for the run, for every suite to copy. */
export interface TemplateDatabases {
  /** A migrated SQLite file: a suite's database is a copy of it. */
  sqliteFile: string
  /** A migrated PostgreSQL database (DATABASE_URL's server): a suite's is created from it. */
  postgresName?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs `statement` on DATABASE_URL's server, outside any database a test uses. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Vitest's global setup: migrates one SQLite file, and one PostgreSQL database when
 * DATABASE_URL is set, to the latest schema with `migrateToLatest` itself, once per run, instead
 * of once per suite (39 migrations each: a second and more on a busy machine). Their names carry
 * this process's id, so that runs side by side on one machine never share them; the returned
 * teardown removes them.
 */
export default async function prepareTemplateDatabases(
  project: TestProject,
): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), `vitrine-template-${process.pid}-`))
  const templates: TemplateDatabases = { sqliteFile: path.join(folder, 'template.sqlite') }
  const serverUrl = process.env.DATABASE_URL
  const remove = async () => {
    rmSync(folder, { recursive: true, force: true })
    if (serverUrl && templates.postgresName) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${templates.postgresName} WITH (FORCE)`)
    }
  }
  try {
    const sqlite = connectDatabase({ sqliteFile: templates.sqliteFile })
    await migrateToLatest(sqlite)
    // Closing the last connection folds the write-ahead log into the file: one file to copy.
    await sqlite.db.destroy()
    if (serverUrl) {
      const name = `vitrine_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
      await onServer(serverUrl, `CREATE DATABASE ${name}`)
      templates.postgresName = name
      const postgres = connectDatabase({
        databaseUrl: databaseUrl(serverUrl, name),
        sqliteFile: ':memory:',
      })
      try {
        await migrateToLatest(postgres)
      } finally {
        // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
        await postgres.db.destroy()
      }
    }
  } catch (error) {
    await remove()
    throw error
  }
  project.provide('templateDatabases', templates)
  return remove
}
