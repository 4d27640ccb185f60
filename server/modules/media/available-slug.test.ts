import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { availableSlug } from './import-repo.ts'

describe.each(DIALECTS)('the slug of an imported video on %s', (dialect) => {
  let database: TestDatabase
  let siteUid = ''

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    siteUid = await createWebsite(database.db, { hosts: ['slugs.test'] })
    await addMediaItem(database.db, siteUid, 'Le Phare')
  })
  afterAll(() => database.drop())

  it('is the name, without accents or signs', async () => {
    expect(await availableSlug(database.db, siteUid, 'Été à Noël !')).toBe('ete-a-noel')
  })

  it('takes the next number when an item has the name already', async () => {
    expect(await availableSlug(database.db, siteUid, 'Le phare')).toBe('le-phare-2')
  })

  it("is never a screen's address, which would hide the item", async () => {
    for (const name of ['Search', 'Items', 'Médias', 'Admin', 'Légal', 'Catégories']) {
      const slug = await availableSlug(database.db, siteUid, name)
      expect(slug, name).toMatch(/-2$/)
    }
  })
})
