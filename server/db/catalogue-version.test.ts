import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/support/database.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { insertItem, insertMedia } from './insert.ts'

/** Caches are keyed by a website's catalogue version: every change to its catalogue moves it. */
describe.each(DIALECTS)("a website's catalogue version on %s", (dialect) => {
  let database: TestDatabase
  let site = ''
  let other = ''
  const version = async (uid: string) =>
    (
      await database.db
        .selectFrom('websites')
        .select('catalogue_version')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).catalogue_version

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    site = await createWebsite(database.db, { hosts: ['a.test'] })
    other = await createWebsite(database.db, { hosts: ['b.test'], name: 'Other' })
  })
  afterAll(() => database.drop())

  it("moves on every insert, update and delete of the website's items, and only its own", async () => {
    const media = await insertMedia(database.db, site, { name: 'Film', duration: 60 })
    const item = await insertItem(database.db, site, {
      slug: 'film',
      contentObjectType: 'media',
      contentObjectUid: media,
    })
    const untouched = await version(other)
    const steps = [
      () => database.db.updateTable('items').set({ name: 'Film 2' }).where('uid', '=', item),
      () => database.db.deleteFrom('items').where('uid', '=', item),
      () => database.db.deleteFrom('medias').where('uid', '=', media),
    ]
    for (const step of steps) {
      const before = await version(site)
      await step().execute()
      expect(await version(site)).toBeGreaterThan(before)
    }
    expect(await version(other)).toBe(untouched)
  })

  it('moves when a transaction writes many rows in a few statements', async () => {
    const before = await version(site)
    const rows = Array.from({ length: 2000 }, (_, n) => ({
      uid: `bulk-${n}`,
      website_uid: site,
      name: `Média ${n}`,
      excerpt: '',
      excerpt_is_custom: 0,
      description: '',
      tags: '[]',
      type: 'video',
      duration: 60,
      thumbnail: null,
      trailer_uid: null,
      created_at: new Date().toISOString(),
    }))
    await database.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto('medias')
          .values(rows.slice(start, start + 500))
          .execute()
      }
    })
    expect(await version(site)).toBeGreaterThan(before)
  })
})
