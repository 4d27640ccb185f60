import SQLite from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { frenchSortKey, FRENCH_SORT_KEY_FUNCTION } from './french-order.ts'
import type { Database } from './schema.ts'
import { withStatementCache } from './statement-cache.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string | undefined
  /** SQLite file, or ':memory:'. */
  sqliteFile: string
}

/** Opens the database the configuration names. */
export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // bigint (int8) columns hold file sizes and counts, all far below 2^53: read them as numbers.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection that dies (server restart, a dropped database) is only removed from
    // the pool: without a listener its error would be thrown and end the process. The next
    // query opens a new connection or fails with a proper error.
    pool.on('error', () => {})
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    }
  }
  if (options.sqliteFile !== ':memory:') {
    mkdirSync(path.dirname(options.sqliteFile), { recursive: true })
  }
  const database = new SQLite(options.sqliteFile)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  // Computes the name_key columns (French order) whenever a name is written or read.
  database.function(FRENCH_SORT_KEY_FUNCTION, { deterministic: true }, (name: unknown) =>
    typeof name === 'string' ? frenchSortKey(name) : name,
  )
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    }),
    dialect: 'sqlite',
  }
}
