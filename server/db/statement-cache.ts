import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'
import { LruMap } from '../lib/lru-map.ts'

/** Distinct SQL texts kept prepared; lists in queries (`in (?, ?, …)`) make some vary by length. */
const KEPT = 1000

/**
 * better-sqlite3 for Kysely, with its prepared statements kept by SQL text. Kysely prepares
 * every query afresh, which costs about as much as running the short queries most requests
 * make (the website by Host, a thumbnail's path). Kysely runs one query at a time on the
 * connection, so a kept statement is never in use when asked for again; SQLite recompiles it by
 * itself when a migration changes the schema.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new LruMap<string, SQLite.Statement>(KEPT)
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql)
      if (kept) return kept
      const statement = database.prepare(sql)
      statements.set(sql, statement)
      return statement
    },
  }
}
