import pg from 'pg'
import { connectDatabase, type DatabaseHandle } from '../server/db/connect.ts'

/** A PostgreSQL database a benchmark fills, made afresh on the server DATABASE_URL names. */
export interface ScratchDatabase {
  handle: DatabaseHandle
  url: string
  /** Closes the connections and drops the database, unless `BENCH_KEEP=1`. */
  close(): Promise<void>
}

/**
 * Creates (again) the database `name` on the server of DATABASE_URL (local PostgreSQL by
 * default); the database DATABASE_URL itself names is never touched.
 */
export async function scratchPostgres(name: string): Promise<ScratchDatabase> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  server.pathname = '/postgres'
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  const handle = connectDatabase({ databaseUrl: url.toString(), sqliteFile: ':memory:' })
  return {
    handle,
    url: url.toString(),
    async close() {
      await handle.db.destroy()
      if (process.env.BENCH_KEEP !== '1')
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
