import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminItemDetail } from '../../../contract/schemas/admin-items.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import type { Item, ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import { up as richDescriptions } from '../../db/migrations/0017-rich-descriptions.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { textOfHtml } from '../../lib/html.ts'
import { cleanDescription, descriptionFromText } from './description.ts'

describe('descriptions as rich text', () => {
  it('keeps structure and emphasis, drops what runs', () => {
    expect(
      cleanDescription(
        '<h2>Le film</h2><p onclick="x()">Un <strong>grand</strong> <a href="javascript:x()">film</a></p><script>alert(1)</script>',
      ),
    ).toBe('<h2>Le film</h2><p>Un <strong>grand</strong> <a>film</a></p>')
  })

  it('turns plain text into paragraphs, escaped, its line breaks kept', () => {
    expect(descriptionFromText('Ligne 1\nLigne 2\n\nÀ voir & <revoir>')).toBe(
      '<p>Ligne 1<br>Ligne 2</p><p>À voir &amp; &lt;revoir&gt;</p>',
    )
    expect(descriptionFromText('  \n\n ')).toBe('')
  })

  it('reads the words of a description without its tags', () => {
    expect(textOfHtml('<p>Pêche &amp; <em>mer</em></p><p>Iroise</p>')).toBe('Pêche & mer Iroise')
  })
})

describe.each(DIALECTS)('an item description written by staff on %s', (dialect) => {
  let t: TestApp
  let owner = ''
  let itemUid = ''
  let mediaUid = ''
  let siteUid = ''

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteUid = await createWebsite(db, { hosts: ['a.test'] })
    owner = await createSession(
      db,
      siteUid,
      (await createUser(db, siteUid, { staffRole: 'owner' })).uid,
    )
    mediaUid = await insertMedia(db, siteUid, { name: 'Marée basse', duration: 60 })
    itemUid = await insertItem(db, siteUid, {
      slug: 'maree-basse',
      contentObjectType: 'media',
      contentObjectUid: mediaUid,
    })
  })
  afterAll(() => t.close())

  it('is stored clean, served as HTML, and searched by its words', async () => {
    const changed = await adminCall(t, 'PATCH', `/items/${itemUid}/`, {
      token: owner,
      payload: {
        description:
          '<p>Les <strong>coquillages</strong> de Bretagne<img src=x onerror="alert(1)"></p><ul><li>estran</li></ul>',
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const clean = '<p>Les <strong>coquillages</strong> de Bretagne</p><ul><li>estran</li></ul>'
    expect(changed.json<AdminItemDetail>().description).toBe(clean)
    const seen = await t.app.inject({
      url: `${API_BASE}/items/maree-basse/`,
      headers: { host: 'a.test' },
    })
    expect(seen.json<Item>().content_object.description).toBe(clean)
    const search = async (words: string) =>
      (
        await t.app.inject({
          url: `${API_BASE}/items/?search=${encodeURIComponent(words)}`,
          headers: { host: 'a.test' },
        })
      ).json<ItemsPage>().results.length
    expect(await search('coquillages estran')).toBe(1)
    // The tags are not words of the description.
    expect(await search('strong')).toBe(0)
  })

  it('migration 0017 turns the plain descriptions stored before into paragraphs', async () => {
    const db = t.database.db
    const plain = await insertMedia(db, siteUid, {
      name: 'Ancien',
      duration: 60,
      description: 'Première ligne\nDeuxième\n\nFin & <suite>',
    })
    await richDescriptions(db as never)
    const row = await db
      .selectFrom('medias')
      .select('description')
      .where('uid', '=', plain)
      .executeTakeFirstOrThrow()
    expect(row.description).toBe('<p>Première ligne<br>Deuxième</p><p>Fin &amp; &lt;suite&gt;</p>')
    // Rich text already stored stays as it is.
    const rich = await db
      .selectFrom('medias')
      .select('description')
      .where('uid', '=', mediaUid)
      .executeTakeFirstOrThrow()
    expect(rich.description).toMatch(/^<p>Les <strong>coquillages/)
  })
})
