import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPartnerPage, AdminSettings } from '../../../contract/schemas/admin-settings.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { upsertSnippet } from '../../db/insert.ts'
import { adminCall } from '../../../test/support/staff-api.ts'

const HOST = 'partners.test'

const CRAFTSMAN: AdminPartnerPage = {
  slug: 'atelier-duval',
  name: 'Atelier Duval',
  kind: 'craftsman',
  title: 'Jean-Marc Duval, ébéniste à Dijon',
  description: 'Restauration de meubles anciens.\nStages d’une semaine.',
  images: [{ src: '/images/atelier.jpg', alt: 'L’atelier' }],
  links: [
    { label: 'Le site de l’atelier', url: 'https://atelier-duval.example/' },
    { label: 'Réserver un stage', url: 'http://atelier-duval.example/stages' },
  ],
  contact: { email: 'atelier@atelier-duval.example', phone: '+33 1 99 00 12 34' },
}

const PROMO: AdminPartnerPage = {
  slug: 'code-promo-lumen',
  name: 'Lumen Optique',
  kind: 'promo-code',
  title: '−15 % sur les lampes frontales',
  description: '',
  images: [],
  links: [],
  contact: {},
  promo_code: 'VITRINE15',
}

describe.each(DIALECTS)('the partner pages in the site settings on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '' }

  const call = (method: 'GET' | 'PUT', options: { token?: string; payload?: unknown } = {}) =>
    adminCall(t, method, '/settings/', { token: tokens.owner, host: HOST, ...options })
  const current = async () => (await call('GET')).json<AdminSettings>()
  const savePartners = async (partners: AdminPartnerPage[]) =>
    call('PUT', { payload: { ...(await current()), partners } })
  /** What a visitor's storefront starts from. */
  const website = async () => {
    const answer = await t.app.inject({ url: `${API_BASE}/website/`, headers: { host: HOST } })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<WebsiteSettings>()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Cinéclub', hosts: [HOST] })
    await upsertSnippet(db, site, 'legal', '<p>Mentions légales</p>')
    const session = async (staffRole: 'owner' | 'editor') =>
      createSession(db, site, (await createUser(db, site, { staffRole })).uid)
    tokens.owner = await session('owner')
    tokens.editor = await session('editor')
  })
  afterAll(() => t.close())

  it('starts with none, and the storefront lists none', async () => {
    expect((await current()).partners).toEqual([])
    expect((await website()).partners).toEqual([])
  })

  it('saves the pages in order, and the next visitor finds them at once', async () => {
    const saved = await savePartners([
      { ...CRAFTSMAN, name: ' Atelier Duval ', contact: { ...CRAFTSMAN.contact, address: ' ' } },
      PROMO,
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    // Trimmed, and an emptied contact line left out.
    expect(saved.json<AdminSettings>().partners).toEqual([CRAFTSMAN, PROMO])
    expect((await current()).partners).toEqual([CRAFTSMAN, PROMO])
    expect((await website()).partners).toEqual([CRAFTSMAN, PROMO])

    const reordered = await savePartners([PROMO, { ...CRAFTSMAN, images: [], links: [] }])
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect((await website()).partners.map((page) => page.slug)).toEqual([
      'code-promo-lumen',
      'atelier-duval',
    ])
    expect((await website()).partners[1]).toMatchObject({ images: [], links: [] })
  })

  it('keeps a page’s English title and text, trimmed, and none when left blank', async () => {
    const saved = await savePartners([
      { ...CRAFTSMAN, title_en: ' Cabinetmaker in Dijon ', description_en: ' Old furniture. ' },
      { ...PROMO, title_en: ' ', description_en: '' },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const [craftsman, promo] = (await website()).partners
    expect(craftsman).toMatchObject({
      title_en: 'Cabinetmaker in Dijon',
      description_en: 'Old furniture.',
    })
    expect(promo).not.toHaveProperty('title_en')
    expect(promo).not.toHaveProperty('description_en')
  })

  it('removes a page, which the storefront no longer has', async () => {
    expect((await savePartners([PROMO])).statusCode).toBe(200)
    expect((await website()).partners.map((page) => page.slug)).toEqual(['code-promo-lumen'])
  })

  it('refuses a wrong page, naming its field, and keeps the pages as they were', async () => {
    await savePartners([CRAFTSMAN, PROMO])
    const refused = async (field: string, second: object) =>
      expectFieldError(await savePartners([CRAFTSMAN, { ...PROMO, ...second }]), field)
    await refused('partners[1].slug', { slug: 'atelier-duval' })
    await refused('partners[1].slug', { slug: 'Code Promo' })
    await refused('partners[1].slug', { slug: '../admin' })
    await refused('partners[1].slug', { slug: '' })
    await refused('partners[1].name', { name: '  ' })
    await refused('partners[1].title', { title: '' })
    await refused('partners[1].kind', { kind: 'bakery' })
    await refused('partners[1].links[0].url', {
      links: [{ label: 'Boutique', url: 'javascript:alert(1)' }],
    })
    await refused('partners[1].links[0].url', { links: [{ label: 'Écrire', url: 'mailto:a@b.c' }] })
    await refused('partners[1].links[0].label', {
      links: [{ label: ' ', url: 'https://lumen.example/' }],
    })
    await refused('partners[1].images[0].src', {
      images: [{ src: 'javascript:alert(1)', alt: 'Lampe' }],
    })
    await refused('partners[1].images[0].alt', { images: [{ src: '/images/a.jpg', alt: '' }] })
    await refused('partners[1].contact.email', { contact: { email: 'not an e-mail' } })
    await refused('partners[1].promo_code', { promo_code: 'X'.repeat(41) })
    expect((await current()).partners).toEqual([CRAFTSMAN, PROMO])
  })

  it('writes the pages before and after to the audit log', async () => {
    await savePartners([CRAFTSMAN])
    await savePartners([CRAFTSMAN, PROMO])
    const audit = await adminCall(t, 'GET', '/audit-log/?resource=website_settings', {
      token: tokens.owner,
      host: HOST,
    })
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ partners: [CRAFTSMAN] }),
        after: expect.objectContaining({ partners: [CRAFTSMAN, PROMO] }),
      }),
    )
  })

  it('lets no editor change them', async () => {
    const payload = { ...(await current()), partners: [] }
    expect((await call('GET', { token: tokens.editor })).statusCode).toBe(403)
    expect((await call('PUT', { token: tokens.editor, payload })).statusCode).toBe(403)
    expect((await website()).partners).not.toEqual([])
  })
})
