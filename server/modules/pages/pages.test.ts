import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import type { Block } from '../../../contract/schemas/pages.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertPage, upsertSnippet } from '../../db/insert.ts'

const LEGAL = `<h2>Mentions légales</h2>
<p onclick="steal()">Éditeur : <strong>Vitrine</strong>, <em>Paris</em>.</p>
<script>alert('x')</script>
<img src="x" onerror="alert(1)">
<ul><li><a href="https://example.com" target="_blank">Hébergeur</a></li>
<li><a href="javascript:alert(1)">Piège</a></li></ul>`

describe.each(DIALECTS)('pages and legal text on %s', (dialect) => {
  let t: TestApp
  let home = ''
  const blocks = [
    {
      uid: 'b1',
      component: 'Faq',
      title: 'Questions',
      is_displayed: true,
      fields: { layout: 'paragraphs', items: [{ uid: 'q1', title: 'Why?', description: 'So.' }] },
    },
    { uid: 'b2', component: 'Items', title: 'New', is_displayed: false, fields: { limit: 8 } },
  ] as unknown as Block[]

  const get = (url: string, host = 'a.test') => t.app.inject({ url, headers: { host } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const a = await createWebsite(db, { hosts: ['a.test'] })
    await createWebsite(db, { hosts: ['b.test'] })
    home = await insertPage(db, a, { title: 'Accueil', content: blocks })
    await upsertSnippet(db, a, 'legal', LEGAL)
  })
  afterAll(() => t.close())

  it('answers a page with its shown blocks, and nothing of its hidden ones', async () => {
    const answer = await get(`${API_BASE}/pages/${home}/`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ uid: home, title: 'Accueil', content: [blocks[0]] })
    expect(answer.body).not.toContain('"b2"')
  })

  it('answers the answers of a FAQ sanitised, whatever was stored', async () => {
    const db = t.database.db
    const website = await createWebsite(db, { hosts: ['faq.test'] })
    const entry = {
      uid: 'q1',
      title: 'Why?',
      description: `<p onclick="steal()">So <b>bold</b>.</p>${LEGAL}`,
      image: null,
    }
    const faq = { ...blocks[0]!, fields: { title: '', layout: 'paragraphs', entries: [entry] } }
    const uid = await insertPage(db, website, { title: 'FAQ', content: [faq] as Block[] })
    const answer = await get(`${API_BASE}/pages/${uid}/`, 'faq.test')
    const description = (
      answer.json() as { content: [{ fields: { entries: [{ description: string }] } }] }
    ).content[0].fields.entries[0].description
    expect(description).not.toMatch(/<script|onerror|onclick|javascript:|alert/i)
    expect(description).toContain('<p>So <b>bold</b>.</p>')
  })

  it('answers 404 for an unknown page or one of another website', async () => {
    expect((await get(`${API_BASE}/pages/unknown/`)).statusCode).toBe(404)
    expect((await get(`${API_BASE}/pages/${home}/`, 'b.test')).statusCode).toBe(404)
  })

  it('serves the legal text as HTML without scripts, handlers or javascript links', async () => {
    const answer = await get('/api/snippets/legal/')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = answer.body
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert/i)
    expect(html).toContain('<h2>Mentions légales</h2>')
    expect(html).toContain('<p>Éditeur : <strong>Vitrine</strong>, <em>Paris</em>.</p>')
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Hébergeur</a>',
    )
    expect(html).toContain('<li><a>Piège</a></li>')
  })

  it('serves the English legal text to a visitor who chose English, else the French', async () => {
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['english.test'] })
    await upsertSnippet(db, site, 'legal', '<p>Mentions légales</p>')
    const legal = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/snippets/legal/', headers: { host: 'english.test', ...headers } })
    // No English text yet: the French for everyone.
    expect((await legal({ cookie: 'language=en' })).body).toBe('<p>Mentions légales</p>')
    await upsertSnippet(db, site, 'legal_en', '<p>Legal notice</p><script>x()</script>')
    const english = await legal({ cookie: 'language=en' })
    expect(english.body).toBe('<p>Legal notice</p>')
    expect(english.headers.vary).toMatch(/cookie/i)
    expect((await legal({ 'accept-language': 'en-GB,en;q=0.8' })).body).toBe('<p>Legal notice</p>')
    // The visitor's choice on the storefront beats what the browser accepts.
    const chosen = await legal({ cookie: 'language=fr', 'accept-language': 'en' })
    expect(chosen.body).toBe('<p>Mentions légales</p>')
  })

  it('answers 404 when the website has no legal text', async () => {
    const answer = await get('/api/snippets/legal/', 'b.test')
    expect(answer.statusCode).toBe(404)
    expect(answer.json().type).toBe('NotFound')
  })
})
