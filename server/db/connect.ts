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
  /** PostgreSQL's connection pool, for its metrics; SQLite has a single connection and none. */
  pool?: pg.Pool
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string | undefined
  /** SQLite file, or ':memory:'. */
  sqliteFile: string
}

/** How long a request waits for a connection before failing with 503: the database is away. */
const CONNECTION_TIMEOUT_MS = 5_000

/** A pool whose dying connections never end the process, and which fails fast when it is away. */
function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // A connection cut without a word (a network cut, a failover) is found out and dropped.
    keepAlive: true,
    // PostgreSQL compiles a plan it thinks costly (a search joining its terms' words) to machine
    // code first: 100 to 200 ms, more than such a query takes to run here.
    options: '-c jit=off',
  })
  // A connection that dies (restart, pg_terminate_backend, network cut) emits 'error'. pg-pool
  // listens on idle ones only, and passes the error to the pool's own listener: without one it
  // would be thrown and end the process. It stops listening while a connection is checked out,
  // so each gets a listener of its own too. Either way the query in flight fails with the error
  // (the error handler answers 503) and the pool drops the connection when it is released; the
  // next query opens a new one.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

/** Opens the database the configuration names. */
export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // bigint (int8) columns hold file sizes and counts, all far below 2^53: read them as numbers.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
    const pool = openPool(options.databaseUrl)
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool,
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
