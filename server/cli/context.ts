import type { Kysely } from 'kysely'
import { loadConfig, type Config, type Env } from '../config.ts'
import { connectDatabase } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'
import type { Database } from '../db/schema.ts'
import { findWebsite } from '../modules/websites/repo.ts'
import { resolveWebsite, type Website } from '../modules/websites/service.ts'

/** What every command works with: the configuration and the migrated database. */
export interface CliContext {
  config: Config
  db: Kysely<Database>
  close(): Promise<void>
}

export async function openContext(env?: Env): Promise<CliContext> {
  const config = loadConfig(env)
  const database = connectDatabase(config)
  await migrateToLatest(database)
  return { config, db: database.db, close: () => database.db.destroy() }
}

/** The website named by `--website` (a uid or a host name), else the default website. */
export async function pickWebsite(context: CliContext, name: string | undefined): Promise<Website> {
  if (name && (await findWebsite(context.db, name))) {
    return resolveWebsite(context.db, undefined, name)
  }
  return resolveWebsite(context.db, name, context.config.defaultWebsite)
}

/** A failure the person at the terminal caused: one line, exit code 1. */
export class UsageError extends Error {}

export function required(values: Record<string, unknown>, name: string): string {
  const value = values[name]
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UsageError(`--${name} is required`)
  }
  return value.trim()
}
