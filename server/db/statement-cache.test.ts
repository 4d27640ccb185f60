import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { withStatementCache } from './statement-cache.ts'

interface Tables {
  notes: { id: number; text: string }
}

describe('kept SQLite statements', () => {
  let db: Kysely<Tables>
  afterEach(() => db.destroy())

  /** A fresh in-memory database with an empty notes table. */
  async function open() {
    const database = new SQLite(':memory:')
    db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    })
    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer')
      .addColumn('text', 'text')
      .execute()
  }

  it('answers a repeated query with fresh parameters and fresh data each time', async () => {
    await open()
    const byId = (id: number) => db.selectFrom('notes').selectAll().where('id', '=', id).execute()
    await db.insertInto('notes').values({ id: 1, text: 'un' }).execute()
    await db.insertInto('notes').values({ id: 2, text: 'deux' }).execute()
    expect(await byId(1)).toEqual([{ id: 1, text: 'un' }])
    expect(await byId(2)).toEqual([{ id: 2, text: 'deux' }])
    await db.updateTable('notes').set({ text: 'one' }).where('id', '=', 1).execute()
    expect(await byId(1)).toEqual([{ id: 1, text: 'one' }])
  })

  it('runs a query again after streaming it, even when the stream was left early', async () => {
    await open()
    await db
      .insertInto('notes')
      .values([
        { id: 1, text: 'un' },
        { id: 2, text: 'deux' },
      ])
      .execute()
    const all = db.selectFrom('notes').selectAll().orderBy('id')
    const texts = (rows: { text: string }[]) => rows.map((row) => row.text)
    for await (const row of all.stream()) {
      expect(row.text).toBe('un')
      break
    }
    expect(texts(await all.execute())).toEqual(['un', 'deux'])
    const streamed: { text: string }[] = []
    for await (const row of all.stream()) streamed.push(row)
    expect(texts(streamed)).toEqual(['un', 'deux'])
    expect(texts(await all.execute())).toEqual(['un', 'deux'])
  })

  it('follows a change of schema made after a query was kept', async () => {
    await open()
    await db.insertInto('notes').values({ id: 1, text: 'un' }).execute()
    const star = sql<Record<string, unknown>>`select * from notes`
    expect((await star.execute(db)).rows).toEqual([{ id: 1, text: 'un' }])
    await sql`alter table notes add column mood text default 'calme'`.execute(db)
    expect((await star.execute(db)).rows).toEqual([{ id: 1, text: 'un', mood: 'calme' }])
  })
})
