import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/support/database.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { deleteCategory } from '../modules/catalogue/categories/repo.ts'
import { insertCategory, insertItem, insertMedia } from './insert.ts'

/** Category lists read each category's total from category_item_counts, kept by triggers. */
describe.each(DIALECTS)("a category's kept item count on %s", (dialect) => {
  let database: TestDatabase
  let site = ''
  const categories = { garden: '', kitchen: '', empty: '' }
  const items: string[] = []

  /** Each category's kept total beside the count of its links, which it must equal. */
  const totals = async () => {
    const kept = await database.db
      .selectFrom('category_item_counts')
      .select(['category_uid', 'item_count'])
      .execute()
    const links = await database.db
      .selectFrom('item_categories')
      .select((eb) => ['category_uid', eb.fn.countAll<number>().as('count')])
      .groupBy('category_uid')
      .execute()
    const byCategory = (rows: { category_uid: string; count: number | string }[]) =>
      Object.fromEntries(
        rows
          .filter((row) => Number(row.count) > 0)
          .map((row) => [row.category_uid, Number(row.count)]),
      )
    const keptTotals = byCategory(kept.map((row) => ({ ...row, count: row.item_count })))
    expect(keptTotals).toEqual(byCategory(links))
    return keptTotals
  }
  const link = (itemUid: string, categoryUid: string) => ({
    website_uid: site,
    item_uid: itemUid,
    category_uid: categoryUid,
    published_at: '2024-01-01T00:00:00.000Z',
    name: itemUid,
  })

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    site = await createWebsite(database.db, { hosts: ['a.test'] })
    categories.garden = await insertCategory(database.db, site, { slug: 'jardin', name: 'Jardin' })
    categories.kitchen = await insertCategory(database.db, site, {
      slug: 'cuisine',
      name: 'Cuisine',
    })
    categories.empty = await insertCategory(database.db, site, { slug: 'vide', name: 'Vide' })
    for (let n = 0; n < 12; n++) {
      items.push(
        await insertItem(database.db, site, {
          slug: `film-${n}`,
          contentObjectType: 'media',
          contentObjectUid: await insertMedia(database.db, site, {
            name: `Film ${n}`,
            duration: 60,
          }),
          categoryUids: n < 2 ? [categories.garden] : [],
        }),
      )
    }
  })
  afterAll(() => database.drop())

  it('counts links written one by one and many to a statement', async () => {
    expect(await totals()).toEqual({ [categories.garden]: 2 })
    await database.db
      .insertInto('item_categories')
      .values([
        ...items.slice(2, 8).map((item) => link(item, categories.garden)),
        ...items.slice(4, 12).map((item) => link(item, categories.kitchen)),
      ])
      .execute()
    expect(await totals()).toEqual({ [categories.garden]: 8, [categories.kitchen]: 8 })
  })

  it("keeps the totals when an item's links change name and date, and moves them with a link", async () => {
    await database.db
      .updateTable('item_categories')
      .set({ name: 'Renamed', published_at: '2999-01-01T00:00:00.000Z' })
      .where('item_uid', 'in', items.slice(0, 6))
      .execute()
    expect(await totals()).toEqual({ [categories.garden]: 8, [categories.kitchen]: 8 })
    await database.db
      .updateTable('item_categories')
      .set({ category_uid: categories.empty })
      .where('category_uid', '=', categories.garden)
      .where('item_uid', 'in', items.slice(0, 3))
      .execute()
    expect(await totals()).toEqual({
      [categories.garden]: 5,
      [categories.kitchen]: 8,
      [categories.empty]: 3,
    })
  })

  it('counts links removed many to a statement, and forgets a removed category', async () => {
    await database.db
      .deleteFrom('item_categories')
      .where('item_uid', 'in', items.slice(5, 10))
      .execute()
    expect(await totals()).toEqual({
      [categories.garden]: 2,
      [categories.kitchen]: 3,
      [categories.empty]: 3,
    })
    await deleteCategory(database.db, site, categories.empty)
    const kept = await database.db
      .selectFrom('category_item_counts')
      .select('category_uid')
      .where('category_uid', '=', categories.empty)
      .execute()
    expect(kept).toEqual([])
    expect(await totals()).toEqual({ [categories.garden]: 2, [categories.kitchen]: 3 })
  })
})
