import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../../contract/schemas/admin-settings.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { upsertSnippet } from '../../db/insert.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'settings.test'
const OTHER_HOST = 'other-settings.test'

describe.each(DIALECTS)('the site settings in the back office on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', customer: '', ownerOfOther: '' }

  const call = (
    method: 'GET' | 'PUT' | 'PATCH',
    options: { token?: string; payload?: unknown; host?: string } = {},
  ) => adminCall(t, method, '/settings/', { token: tokens.owner, host: HOST, ...options })
  const current = async () => {
    const answer = await call('GET')
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminSettings>()
  }
  const save = async (change: (settings: AdminSettings) => AdminSettings) =>
    call('PUT', { payload: change(await current()) })
  /** What a visitor's storefront starts from, at `host`. */
  const website = async (host = HOST) => {
    const answer = await t.app.inject({ url: `${API_BASE}/website/`, headers: { host } })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<WebsiteSettings>()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    // The oldest website answers hosts no website claims.
    await createWebsite(db, {
      name: 'Par défaut',
      hosts: ['fallback.test'],
      createdAt: '2020-01-01T00:00:00.000Z',
    })
    const site = await createWebsite(db, { name: 'Cinéclub', hosts: [HOST] })
    await upsertSnippet(db, site, 'legal', '<p>Mentions légales</p>')
    const session = async (websiteUid: string, staffRole?: 'owner' | 'editor' | 'contributor') =>
      createSession(db, websiteUid, (await createUser(db, websiteUid, { staffRole })).uid)
    tokens.owner = await session(site, 'owner')
    tokens.editor = await session(site, 'editor')
    tokens.contributor = await session(site, 'contributor')
    tokens.customer = await session(site)
    const other = await createWebsite(db, { name: 'Ailleurs', hosts: [OTHER_HOST] })
    tokens.ownerOfOther = await session(other, 'owner')
  })
  afterAll(() => t.close())

  it('shows the owner the settings as stored, with the legal text and the host names', async () => {
    expect(await current()).toMatchObject({
      name: 'Cinéclub',
      appearance: { colors_theme: 'light', colors_primary: '#884aff' },
      font: 'roboto',
      show_legal: true,
      legal: '<p>Mentions légales</p>',
      legal_en: '',
      auth_force_login: false,
      auth_users_registration_enabled: true,
      auth_registration_custom_fields: [],
      monetization_currency: 'eur',
      monetization_tips_enabled: true,
      stripe_promotion_codes: false,
      options_share_btn: true,
      hosts: [HOST],
      partners: [],
    })
  })

  it('saves every setting, and the next visitor gets them at once', async () => {
    const saved = await save((settings) => ({
      ...settings,
      name: ' Ciné-club du jeudi ',
      appearance: {
        ...settings.appearance,
        colors_theme: 'dark',
        colors_primary: '#0b5d1e',
        colors_secondary: '#123',
        footer: 'Association loi 1901',
        socials: { youtube: 'https://youtube.com/@cineclub', facebook: '' },
      },
      auth_force_login: true,
      auth_users_registration_enabled: false,
      auth_registration_custom_fields: [{ name: 'city', label: ' Ville ', required: true }],
      monetization_currency: 'chf',
      monetization_tips_enabled: false,
      stripe_promotion_codes: true,
      options_share_btn: false,
    }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      name: 'Ciné-club du jeudi',
      appearance: { socials: { youtube: 'https://youtube.com/@cineclub' } },
      auth_registration_custom_fields: [{ name: 'city', label: 'Ville', required: true }],
      stripe_promotion_codes: true,
    })
    expect(await current()).toEqual(saved.json())

    expect(await website()).toMatchObject({
      name: 'Ciné-club du jeudi',
      colors_theme: 'dark',
      colors_primary: '#0b5d1e',
      colors_secondary: '#123',
      footer: 'Association loi 1901',
      socials: { youtube: 'https://youtube.com/@cineclub' },
      auth_force_login: true,
      auth_users_registration_enabled: false,
      auth_registration_custom_fields: [{ name: 'city', label: 'Ville', required: true }],
      monetization_currency: 'chf',
      monetization_tips_enabled: false,
      options_share_btn: false,
      // What the owner does not see is kept.
      auth_method: 'users',
      monetization_enabled: true,
    })
  })

  it('keeps the legal text sanitised, and the legal page shows it so', async () => {
    const saved = await save((settings) => ({
      ...settings,
      legal: '<h2>Éditeur</h2><p onclick="steal()">Ciné-club<script>alert(1)</script></p>',
    }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<AdminSettings>().legal).toBe('<h2>Éditeur</h2><p>Ciné-club</p>')
    const page = await t.app.inject({ url: '/api/snippets/legal/', headers: { host: HOST } })
    expect(page.body).toBe('<h2>Éditeur</h2><p>Ciné-club</p>')

    expectFieldError(
      await save((settings) => ({ ...settings, legal: '<script></script>' })),
      'legal',
    )
    const hidden = await save((settings) => ({ ...settings, show_legal: false, legal: '' }))
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect((await website()).show_legal).toBe(false)
  })

  it('keeps an English legal text for visitors who chose English, sanitised', async () => {
    const saved = await save((settings) => ({
      ...settings,
      show_legal: true,
      legal: '<p>Mentions</p>',
      legal_en: '<p onclick="steal()">Legal notice</p>',
    }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<AdminSettings>().legal_en).toBe('<p>Legal notice</p>')
    const page = (language: string) =>
      t.app.inject({
        url: '/api/snippets/legal/',
        headers: { host: HOST, cookie: `language=${language}` },
      })
    expect((await page('en')).body).toBe('<p>Legal notice</p>')
    expect((await page('fr')).body).toBe('<p>Mentions</p>')
    // Left out of a PUT it stays; emptied, English visitors read the French again.
    const withoutEnglish: Partial<AdminSettings> = { ...saved.json<AdminSettings>() }
    delete withoutEnglish.legal_en
    const again = await call('PUT', { payload: withoutEnglish })
    expect(again.json<AdminSettings>().legal_en).toBe('<p>Legal notice</p>')
    await save((settings) => ({ ...settings, legal_en: '' }))
    expect((await page('en')).body).toBe('<p>Mentions</p>')
  })

  it('changes only the fields a section sends, the appearance’s given ones too', async () => {
    const before = await current()
    const colours = await call('PATCH', {
      payload: { appearance: { colors_primary: '#0b5d1e' }, font: 'lora' },
    })
    expect(colours.statusCode, colours.body).toBe(200)
    expect(colours.json()).toEqual({
      ...before,
      appearance: { ...before.appearance, colors_primary: '#0b5d1e' },
      font: 'lora',
    })
    const named = await call('PATCH', { payload: { name: ' Ciné-club ' } })
    expect(named.json()).toEqual({ ...colours.json<AdminSettings>(), name: 'Ciné-club' })
    expect(await current()).toEqual(named.json())
    expect((await website()).colors_primary).toBe('#0b5d1e')
  })

  it('refuses a wrong field of a change, naming it, and writes none of it', async () => {
    const before = await current()
    const refused = async (field: string, payload: object) =>
      expectFieldError(await call('PATCH', { payload }), field)
    await refused('name', { name: '   ', font: 'lora' })
    await refused('appearance.colors_primary', { appearance: { colors_primary: 'red' } })
    await refused('hosts', { name: 'Ailleurs', hosts: ['www.settings.test'] })
    const claimed = await call('PATCH', { payload: { name: 'Volé', hosts: [HOST, OTHER_HOST] } })
    expect(claimed.statusCode, claimed.body).toBe(409)
    expect(await current()).toEqual(before)
    for (const token of [tokens.editor, tokens.contributor, tokens.customer]) {
      expect((await call('PATCH', { token, payload: { name: 'X' } })).statusCode).toBe(403)
    }
    expect((await current()).name).toBe(before.name)
  })

  it('writes each change to the audit log, before and after', async () => {
    await save((settings) => ({ ...settings, name: 'Avant' }))
    await save((settings) => ({ ...settings, name: 'Après' }))
    const audit = await adminCall(t, 'GET', '/audit-log/?resource=website_settings', {
      token: tokens.owner,
      host: HOST,
    })
    // Two saves may share a millisecond: the entry is found by what it says, not its place.
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ name: 'Avant' }),
        after: expect.objectContaining({ name: 'Après', hosts: [HOST] }),
      }),
    )
  })

  it('refuses editors, contributors, customers and staff of another website', async () => {
    const payload = await current()
    for (const token of [tokens.editor, tokens.contributor, tokens.customer]) {
      expect((await call('GET', { token })).statusCode).toBe(403)
      expect((await call('PUT', { token, payload })).statusCode).toBe(403)
    }
    // Another website's token means nothing here.
    expect((await call('GET', { token: tokens.ownerOfOther })).statusCode).toBe(401)
    expect((await call('PUT', { token: tokens.ownerOfOther, payload })).statusCode).toBe(401)
    expect(await current()).toEqual(payload)
    const theirs = await call('GET', { token: tokens.ownerOfOther, host: OTHER_HOST })
    expect(theirs.json()).toMatchObject({ name: 'Ailleurs', hosts: [OTHER_HOST] })
  })

  it('refuses a wrong field, naming it, and keeps everything as it was', async () => {
    const before = await current()
    const refused = async (field: string, change: (settings: AdminSettings) => AdminSettings) =>
      expectFieldError(await save(change), field)
    const appearance = (values: Partial<AdminSettings['appearance']>) => (s: AdminSettings) => ({
      ...s,
      appearance: { ...s.appearance, ...values },
    })
    await refused('name', (s) => ({ ...s, name: '   ' }))
    await refused('appearance.colors_primary', appearance({ colors_primary: 'red' }))
    await refused('appearance.colors_secondary', appearance({ colors_secondary: '#12345' }))
    await refused('appearance.logo', appearance({ logo: 'javascript:alert(1)' }))
    await refused(
      'appearance.socials.youtube',
      appearance({ socials: { youtube: 'javascript:alert(1)' } }),
    )
    await refused('monetization_currency', (s) => ({ ...s, monetization_currency: 'usd' as 'eur' }))
    await refused('hosts[1]', (s) => ({ ...s, hosts: [HOST, 'https://www.settings.test/'] }))
    await refused('hosts[1]', (s) => ({ ...s, hosts: [HOST, 'settings.test:8080'] }))
    await refused('hosts[1]', (s) => ({ ...s, hosts: [HOST, ' Settings.Test '] }))
    await refused('hosts', (s) => ({ ...s, hosts: [] }))
    const field = (values: object) => (s: AdminSettings) => ({
      ...s,
      auth_registration_custom_fields: [
        { name: 'city', label: 'Ville', required: false, ...values },
      ],
    })
    await refused('auth_registration_custom_fields[0].name', field({ name: 'Ville natale' }))
    await refused('auth_registration_custom_fields[0].label', field({ label: ' ' }))
    await refused('auth_registration_custom_fields[0].required', field({ required: 'yes' }))
    expect(await current()).toEqual(before)
  })

  it('refuses a host name another website answers to, and the host the owner is using', async () => {
    const claimed = await save((s) => ({ ...s, name: 'Volé', hosts: [HOST, OTHER_HOST] }))
    expect(claimed.statusCode, claimed.body).toBe(409)
    expect(Object.keys(claimed.json().details)).toEqual(['hosts[1]'])
    expect((await website(OTHER_HOST)).name).toBe('Ailleurs')

    expectFieldError(await save((s) => ({ ...s, hosts: ['www.settings.test'] })), 'hosts')
    expect((await current()).name).not.toBe('Volé')
  })

  it('answers at a new host name at once, and no longer at one taken away', async () => {
    const added = await save((s) => ({ ...s, hosts: [HOST, 'WWW.Settings.Test.'] }))
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json<AdminSettings>().hosts).toEqual([HOST, 'www.settings.test'])
    const name = added.json<AdminSettings>().name
    expect((await website('www.settings.test:3000')).name).toBe(name)

    const removed = await save((s) => ({ ...s, hosts: [HOST] }))
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await website('www.settings.test')).name).toBe('Par défaut')
  })
})
