import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditorContent } from '../../../../contract/schemas/admin.ts'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import type {
  Banner1Fields,
  Block,
  FaqFields,
  PageContent,
} from '../../../../contract/schemas/pages.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertPage, updateWebsiteSettings } from '../../../db/insert.ts'
import { defaultWebsiteSettings } from '../../websites/defaults.ts'
import { adminCall, banner, faq, putEditor } from '../../../../test/support/staff-api.ts'

/** A banner whose title has an English version and whose subtitle's is left empty. */
function englishBanner(): Block {
  const block = banner('hero', 'Bienvenue')
  const fields = block.fields as unknown as Banner1Fields
  return {
    ...block,
    fields: {
      ...fields,
      title: { ...fields.title, text_en: 'Welcome' },
      subtitle: { ...fields.subtitle, text_en: '' },
      button1: { ...fields.button1, text_en: 'Browse' },
    },
  }
}

/** A FAQ whose question and answer have English versions, the answer with a script in it. */
function englishFaq(): Block {
  const block = faq('faq', '<p>Parce que.</p>')
  const fields = block.fields as unknown as FaqFields
  const [entry] = fields.entries
  return {
    ...block,
    fields: {
      ...fields,
      title_en: 'Questions in English',
      entries: [
        { ...entry!, title_en: 'Why?', description_en: '<p>Because.</p><script>x()</script>' },
      ],
    },
  }
}

describe.each(DIALECTS)('home blocks in English on %s', (dialect) => {
  let t: TestApp
  let home = ''
  let owner = ''
  /** Saves the home page with these blocks through the editor, as staff would. */
  const save = async (content: Block[]) => {
    const editor = await adminCall(t, 'GET', '/editor/', { token: owner })
    const { appearance } = editor.json<EditorContent>()
    return putEditor(t, owner, { page: { uid: home, title: 'Accueil', content }, appearance })
  }

  const page = async (headers: Record<string, string>) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/pages/${home}/`,
      headers: { host: 'a.test', ...headers },
    })
    return { answer, page: answer.json<PageContent>() }
  }
  const banner1 = (page: PageContent) => page.content[0]!.fields as unknown as Banner1Fields
  const faqOf = (page: PageContent) => page.content[1]!.fields as unknown as FaqFields

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['a.test'] })
    home = await insertPage(db, site, { title: 'Accueil', content: [] })
    await updateWebsiteSettings(db, site, { ...defaultWebsiteSettings(), home_page: home })
    const user = await createUser(db, site, { staffRole: 'owner' })
    owner = await createSession(db, site, user.uid)
    const saved = await save([englishBanner(), englishFaq()])
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(() => t.close())

  it('shows an English visitor the English texts, and the French where there is none', async () => {
    const { answer, page: english } = await page({ cookie: 'language=en' })
    // Caches keep one answer per language.
    expect(String(answer.headers.vary)).toMatch(/cookie, accept-language/)
    expect(banner1(english).title.text).toBe('Welcome')
    expect(banner1(english).button1.text).toBe('Browse')
    expect(banner1(english).subtitle.text).toBe('Des films et des cours')
    expect(faqOf(english).title).toBe('Questions in English')
    expect(faqOf(english).entries[0]).toMatchObject({
      title: 'Why?',
      description: '<p>Because.</p>',
    })
    const byBrowser = await page({ 'accept-language': 'en-GB,en;q=0.8' })
    expect(banner1(byBrowser.page).title.text).toBe('Welcome')
  })

  it('shows a French visitor the French texts, without the English ones', async () => {
    const { page: french } = await page({ 'accept-language': 'fr' })
    expect(banner1(french).title.text).toBe('Bienvenue')
    expect(faqOf(french).entries[0]).toMatchObject({ title: 'Pourquoi ?' })
    expect(JSON.stringify(french)).not.toContain('_en"')
    const chosen = await page({ cookie: 'language=fr', 'accept-language': 'en' })
    expect(banner1(chosen.page).title.text).toBe('Bienvenue')
  })

  it('refuses an English text longer than its French may be, naming it', async () => {
    const long = englishBanner()
    const fields = long.fields as unknown as Banner1Fields
    long.fields = { ...fields, button1: { ...fields.button1, text_en: 'x'.repeat(201) } }
    const answer = await save([long])
    expectFieldError(answer, 'page.content[0].fields.button1.text_en')
    const { page: english } = await page({ cookie: 'language=en' })
    expect(banner1(english).button1.text).toBe('Browse')
  })
})
