import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE, type EditorContent } from '../../../../contract/schemas/admin.ts'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import type {
  Block,
  FaqFields,
  ItemsFields,
  PageContent,
} from '../../../../contract/schemas/pages.ts'
import type { WebsiteSettings } from '../../../../contract/schemas/website.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import {
  insertCategory,
  insertItem,
  insertMedia,
  insertPage,
  insertPlaylist,
  updateWebsiteSettings,
} from '../../../db/insert.ts'
import { defaultWebsiteSettings } from '../../websites/defaults.ts'
import { setStaffRoleByEmail } from '../../staff/members/service.ts'
import { adminCall, banner, faq, items, putEditor } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const XSS_TEXT = '<script>alert(document.cookie)</script>'
const XSS_IMG = '<img src=x onerror="alert(1)">'

describe.each(DIALECTS)('the site editor API on %s', (dialect) => {
  let t: TestApp
  let siteA = ''
  let siteB = ''
  let home = ''
  let itemA = ''
  let playlistItemA = ''
  let categoryA = ''
  let itemB = ''
  const tokens = { owner: '', editor: '', customer: '', ownerOfB: '' }
  const first: Block[] = [
    banner('hero', 'Bienvenue'),
    banner('promo', 'Promotion cachée', false),
    faq('faq', '<p>Parce que.</p>'),
  ]
  /** What visitors get of `blocks`: the hidden ones stay with the staff. */
  const shown = (blocks: Block[]) => blocks.filter((block) => block.is_displayed)

  const publicGet = (url: string, host = 'a.test') =>
    t.app.inject({ url: `${API_BASE}${url}`, headers: { host } })
  const publicPage = async () => (await publicGet(`/pages/${home}/`)).json<PageContent>()
  const publicSettings = async () => (await publicGet('/website/')).json<WebsiteSettings>()
  const editorContent = async () =>
    (await adminCall(t, 'GET', '/editor/', { token: tokens.owner })).json<EditorContent>()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteA = await createWebsite(db, { hosts: ['a.test'] })
    siteB = await createWebsite(db, { hosts: ['b.test'], name: 'Other site' })
    const media = await insertMedia(db, siteA, { name: 'Film', duration: 60 })
    itemA = await insertItem(db, siteA, {
      slug: 'film',
      contentObjectType: 'media',
      contentObjectUid: media,
    })
    const playlist = await insertPlaylist(db, siteA, { name: 'Série', mediaUids: [media] })
    playlistItemA = await insertItem(db, siteA, {
      slug: 'serie',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
    })
    categoryA = await insertCategory(db, siteA, { slug: 'nature', name: 'Nature' })
    const mediaB = await insertMedia(db, siteB, { name: 'Ailleurs', duration: 60 })
    itemB = await insertItem(db, siteB, {
      slug: 'ailleurs',
      contentObjectType: 'media',
      contentObjectUid: mediaB,
    })
    for (const [key, site, staffRole] of [
      ['owner', siteA, 'owner'],
      ['editor', siteA, 'editor'],
      ['customer', siteA, undefined],
      ['ownerOfB', siteB, 'owner'],
    ] as const) {
      const user = await createUser(db, site, staffRole ? { staffRole } : {})
      tokens[key] = await createSession(db, site, user.uid)
    }
  })
  afterAll(() => t.close())

  beforeEach(async () => {
    const db = t.database.db
    await db.deleteFrom('pages').where('website_uid', '=', siteA).execute()
    home = await insertPage(db, siteA, { title: 'Accueil', content: first })
    await updateWebsiteSettings(db, siteA, { ...defaultWebsiteSettings(), home_page: home })
  })

  describe('who may call it', () => {
    it('answers 403 to a visitor and to a token that is no longer valid', async () => {
      for (const [method, url] of [
        ['GET', '/editor/'],
        ['PUT', '/editor/'],
        ['POST', '/images/'],
        ['GET', '/me/'],
      ] as const) {
        const visitor = await adminCall(t, method, url)
        expect(visitor.statusCode, `${method} ${url}`).toBe(403)
        expect(visitor.json().type).toBe('Forbidden')
      }
      expect((await adminCall(t, 'GET', '/editor/', { token: 'made-up' })).statusCode).toBe(403)
    })

    it('answers 403 to a customer and to the staff of another website', async () => {
      for (const token of [tokens.customer, tokens.ownerOfB]) {
        const read = await adminCall(t, 'GET', '/editor/', { token })
        expect(read.statusCode).toBe(403)
        expect(read.json().type).toBe('Forbidden')
        const content = { page: { uid: home, title: 'Pirate', content: [] }, appearance: {} }
        expect(
          (await adminCall(t, 'PUT', '/editor/', { token, payload: content })).statusCode,
        ).toBe(403)
        expect((await adminCall(t, 'GET', '/me/', { token })).statusCode).toBe(403)
      }
      expect((await publicPage()).title).toBe('Accueil')
    })

    it('lets the staff of the other website edit their own', async () => {
      const own = await adminCall(t, 'GET', '/editor/', { token: tokens.ownerOfB, host: 'b.test' })
      expect(own.statusCode).toBe(200)
    })

    it('refuses a staff member as soon as their role is taken away', async () => {
      const db = t.database.db
      const user = await createUser(db, siteA, { staffRole: 'editor' })
      const token = await createSession(db, siteA, user.uid)
      expect((await adminCall(t, 'GET', '/editor/', { token })).statusCode).toBe(200)
      await setStaffRoleByEmail(db, siteA, user.email, null)
      expect((await adminCall(t, 'GET', '/editor/', { token })).statusCode).toBe(403)
    })

    it('is described in the OpenAPI document, with the staff token', async () => {
      const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths
      expect(paths[`${ADMIN_API_BASE}/editor/`].put.security).toEqual([
        { WebsiteToken: [] },
        { ApiKey: [] },
      ])
      expect(Object.keys(paths[`${ADMIN_API_BASE}/images/`].post.requestBody.content)).toEqual([
        'multipart/form-data',
      ])
      expect(paths[`${ADMIN_API_BASE}/me/`]).toBeDefined()
    })

    it('tells a staff member their role', async () => {
      const owner = await adminCall(t, 'GET', '/me/', { token: tokens.owner })
      expect(owner.json()).toMatchObject({ role: 'owner' })
      const editor = await adminCall(t, 'GET', '/me/', { token: tokens.editor })
      expect(editor.json()).toMatchObject({ role: 'editor' })
    })
  })

  describe('reading', () => {
    it('answers the home page with its hidden blocks and the appearance', async () => {
      const answer = await adminCall(t, 'GET', '/editor/', { token: tokens.editor })
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({
        page: { uid: home, title: 'Accueil', content: first },
        appearance: {
          logo: null,
          footer: '',
          socials: {},
          colors_theme: 'light',
          colors_primary: '#884aff',
          colors_secondary: '#a4a5a8',
        },
      })
    })

    it('gives a website without a home page an empty one, which visitors then see', async () => {
      await updateWebsiteSettings(t.database.db, siteA, defaultWebsiteSettings())
      const content = await editorContent()
      expect(content.page.content).toEqual([])
      expect(content.page.uid).not.toBe(home)
      expect((await publicSettings()).home_page).toBe(content.page.uid)
      expect((await editorContent()).page.uid).toBe(content.page.uid)
    })
  })

  describe('saving', () => {
    it('saves blocks and appearance, which the next visitor sees', async () => {
      // Visitors read both before the save, as a warm cache would hold them.
      expect((await publicPage()).content).toEqual(shown(first))
      expect((await publicSettings()).footer).toBe('')

      const content = await editorContent()
      const [hero, promo, questions] = content.page.content as [Block, Block, Block]
      const changed: EditorContent = {
        page: {
          ...content.page,
          content: [
            { ...promo, is_displayed: true },
            items('new-block-1', [itemA]),
            {
              ...hero,
              fields: {
                ...hero.fields,
                title: { ...(hero.fields.title as object), text: 'Nouveau titre' },
              },
            },
            questions,
          ],
        },
        appearance: {
          logo: '/images/website/logo.png',
          footer: 'Vitrine SA\nParis',
          socials: { youtube: 'https://www.youtube.com/@vitrine' },
          colors_theme: 'dark',
          colors_primary: '#112233',
          colors_secondary: '#445566',
        },
      }
      const saved = await putEditor(t, tokens.editor, changed)
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toEqual(changed)

      expect(await publicPage()).toEqual(changed.page)
      const settings = await publicSettings()
      expect(settings).toMatchObject(changed.appearance)
      // Settings the editor does not show are left as they were.
      expect(settings.home_page).toBe(home)
      expect(settings.monetization_enabled).toBe(true)
      expect(await editorContent()).toEqual(changed)
    })

    it('removes an emptied social network', async () => {
      const content = await editorContent()
      await putEditor(t, tokens.owner, {
        ...content,
        appearance: { ...content.appearance, socials: { youtube: 'https://youtube.com/@v' } },
      })
      const cleared = await putEditor(t, tokens.owner, {
        ...content,
        appearance: { ...content.appearance, socials: { youtube: '' } },
      })
      expect(cleared.json().appearance.socials).toEqual({})
      expect((await publicSettings()).socials).toEqual({})
    })

    it('keeps only items and categories of the website, with their real type', async () => {
      const content = await editorContent()
      const categories: Block = {
        uid: 'themes',
        component: 'Categories',
        title: 'Thèmes',
        is_displayed: true,
        fields: { title: 'Thèmes', layout: 'slider', categories: ['gone', categoryA] },
      }
      const answer = await putEditor(t, tokens.owner, {
        ...content,
        page: {
          ...content.page,
          content: [items('list', [itemB, playlistItemA, 'deleted-item', itemA]), categories],
        },
      })
      expect(answer.statusCode, answer.body).toBe(200)
      const [list, themes] = (await publicPage()).content as [Block, Block]
      expect((list.fields as ItemsFields).contents).toEqual([
        { content_object_type: 'playlist', content_object: { uid: playlistItemA } },
        { content_object_type: 'media', content_object: { uid: itemA } },
      ])
      expect(themes.fields.categories).toEqual([categoryA])
      expect(answer.json().page).toEqual(await publicPage())
    })
  })

  describe('refusing', () => {
    const withBlocks = async (blocks: unknown[]) => {
      const content = await editorContent()
      return { ...content, page: { ...content.page, content: blocks } } as EditorContent
    }

    /** Sends the content and checks that the 400 names `field` and nothing changed. */
    async function expectRefused(content: unknown, field: string) {
      const before = { page: await publicPage(), settings: await publicSettings() }
      expectFieldError(await putEditor(t, tokens.owner, content as EditorContent), field)
      expect(await publicPage()).toEqual(before.page)
      expect(await publicSettings()).toEqual(before.settings)
    }

    it('names the wrong field of a block', async () => {
      const wrong = banner('third', 'x')
      wrong.fields.title = { ...(wrong.fields.title as object), text: 42 }
      await expectRefused(
        await withBlocks([banner('one', 'a'), banner('two', 'b'), wrong]),
        'page.content[2].fields.title.text',
      )
    })

    it('refuses a layout of another block type, an unknown type, unknown or missing fields', async () => {
      const collage = banner('b', 'x')
      await expectRefused(
        await withBlocks([{ ...collage, fields: { ...collage.fields, layout: 'medias-grid' } }]),
        'page.content[0].fields.layout',
      )
      await expectRefused(
        await withBlocks([banner('a', 'x'), { ...banner('b', 'y'), component: 'Carousel' }]),
        'page.content[1].component',
      )
      await expectRefused(
        await withBlocks([{ ...collage, fields: { ...collage.fields, onload: 'x' } }]),
        'page.content[0].fields.onload',
      )
      const withoutSubtitle = { ...collage.fields }
      delete withoutSubtitle.subtitle
      await expectRefused(
        await withBlocks([{ ...collage, fields: withoutSubtitle }]),
        'page.content[0].fields.subtitle',
      )
    })

    it('refuses duplicate, empty or over-long block uids', async () => {
      await expectRefused(
        await withBlocks([banner('same', 'a'), banner('same', 'b')]),
        'page.content[1].uid',
      )
      await expectRefused(await withBlocks([banner('', 'a')]), 'page.content[0].uid')
      await expectRefused(await withBlocks([banner('x'.repeat(65), 'a')]), 'page.content[0].uid')
      const twice = faq('f', 'a')
      const entries = (twice.fields as FaqFields).entries
      await expectRefused(
        await withBlocks([
          { ...twice, fields: { ...twice.fields, entries: [...entries, ...entries] } },
        ]),
        'page.content[0].fields.entries[1].uid',
      )
    })

    it('refuses another page than the home page', async () => {
      const other = await insertPage(t.database.db, siteA, { title: 'Autre', content: [] })
      const content = await editorContent()
      await expectRefused({ ...content, page: { ...content.page, uid: other } }, 'page.uid')
    })

    it('refuses links and pictures that would run script, and colours that are not colours', async () => {
      const hero = banner('hero', 'x')
      const set = (key: string, value: unknown) =>
        withBlocks([{ ...hero, fields: { ...hero.fields, [key]: value } }])
      await expectRefused(
        await set('button1', { ...(hero.fields.button1 as object), href: 'javascript:alert(1)' }),
        'page.content[0].fields.button1.href',
      )
      await expectRefused(
        await set('image', { ...(hero.fields.image as object), src: 'data:text/html,<script>' }),
        'page.content[0].fields.image.src',
      )
      await expectRefused(
        await set('background', { type: 'color', color: 'red;background:url(x)', src: '' }),
        'page.content[0].fields.background.color',
      )
      const content = await editorContent()
      await expectRefused(
        { ...content, appearance: { ...content.appearance, colors_primary: 'red' } },
        'appearance.colors_primary',
      )
      await expectRefused(
        { ...content, appearance: { ...content.appearance, logo: 'javascript:alert(1)' } },
        'appearance.logo',
      )
      await expectRefused(
        { ...content, appearance: { ...content.appearance, socials: { youtube: 'javascript:x' } } },
        'appearance.socials.youtube',
      )
    })

    it('writes nothing when the transaction fails halfway', async () => {
      const db = t.database.db
      // The page is written first; the settings write then fails inside the database.
      if (dialect === 'sqlite') {
        await sql`CREATE TRIGGER admin_test_refuse BEFORE UPDATE OF settings ON websites
          BEGIN SELECT RAISE(ABORT, 'settings are frozen'); END`.execute(db)
      } else {
        await sql`CREATE FUNCTION admin_test_refuse() RETURNS trigger AS $$
          BEGIN RAISE EXCEPTION 'settings are frozen'; END $$ LANGUAGE plpgsql`.execute(db)
        await sql`CREATE TRIGGER admin_test_refuse BEFORE UPDATE OF settings ON websites
          FOR EACH ROW EXECUTE FUNCTION admin_test_refuse()`.execute(db)
      }
      try {
        const content = await editorContent()
        const answer = await putEditor(t, tokens.owner, {
          page: { ...content.page, title: 'Jamais', content: [banner('only', 'Jamais vu')] },
          appearance: { ...content.appearance, footer: 'Jamais' },
        })
        expect(answer.statusCode).toBe(500)
      } finally {
        if (dialect === 'sqlite') await sql`DROP TRIGGER admin_test_refuse`.execute(db)
        else {
          await sql`DROP TRIGGER admin_test_refuse ON websites`.execute(db)
          await sql`DROP FUNCTION admin_test_refuse()`.execute(db)
        }
      }
      expect(await publicPage()).toEqual({ uid: home, title: 'Accueil', content: shown(first) })
      expect((await editorContent()).page.content).toEqual(first)
      expect((await publicSettings()).footer).toBe('')
    })
  })

  describe('keeping scripts from running', () => {
    it('stores typed text as text and strips what runs from HTML fields', async () => {
      const hero = banner('hero', XSS_TEXT)
      const questions = faq(
        'faq',
        `<p onclick="steal()">Parce <b>que</b>.</p>${XSS_TEXT}${XSS_IMG}<a href="javascript:x">lien</a>`,
      )
      const content = await withContent([{ ...hero, title: XSS_IMG }, questions])
      const saved = await putEditor(t, tokens.owner, {
        ...content,
        appearance: { ...content.appearance, footer: XSS_IMG },
      })
      expect(saved.statusCode, saved.body).toBe(200)

      const [storedHero, storedFaq] = (await publicPage()).content as [Block, Block]
      // Text fields keep what was typed: the storefront shows them as text, where they are inert.
      expect((storedHero.fields.title as { text: string }).text).toBe(XSS_TEXT)
      expect(storedHero.title).toBe(XSS_IMG)
      expect((await publicSettings()).footer).toBe(XSS_IMG)
      // The FAQ answer is HTML: only harmless markup is left.
      const description = (storedFaq.fields as FaqFields).entries[0]?.description
      expect(description).toBe('<p>Parce <b>que</b>.</p><a>lien</a>')
      expect(saved.json().page.content[1].fields.entries[0].description).toBe(description)
    })

    async function withContent(blocks: Block[]): Promise<EditorContent> {
      const content = await editorContent()
      return { ...content, page: { ...content.page, content: blocks } }
    }
  })
})
