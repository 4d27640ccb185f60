import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../../contract/schemas/admin-settings.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { upsertSnippet } from '../../db/insert.ts'
import { adminCall } from '../../../test/support/staff-api.ts'

const HOST = 'font.test'
/** A website stored before websites could choose their font: its settings have none. */
const OLDER_HOST = 'older-font.test'

describe.each(DIALECTS)('the font in the site settings on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', olderOwner: '' }

  const call = (
    method: 'GET' | 'PUT',
    options: { token?: string; payload?: unknown; host?: string } = {},
  ) => adminCall(t, method, '/settings/', { token: tokens.owner, host: HOST, ...options })
  const current = async () => (await call('GET')).json<AdminSettings>()
  const saveFont = async (font: string) => call('PUT', { payload: { ...(await current()), font } })
  /** What a visitor's storefront starts from, at `host`. */
  const website = async (host = HOST) => {
    const answer = await t.app.inject({ url: `${API_BASE}/website/`, headers: { host } })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<WebsiteSettings>()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const session = async (site: string, staffRole: 'owner' | 'editor') =>
      createSession(db, site, (await createUser(db, site, { staffRole })).uid)
    const site = await createWebsite(db, { name: 'Cinéclub', hosts: [HOST] })
    await upsertSnippet(db, site, 'legal', '<p>Mentions légales</p>')
    tokens.owner = await session(site, 'owner')
    tokens.editor = await session(site, 'editor')
    const older = await createWebsite(db, {
      hosts: [OLDER_HOST],
      settings: { font: undefined, show_legal: false },
    })
    tokens.olderOwner = await session(older, 'owner')
  })
  afterAll(() => t.close())

  it('is Roboto until the owner chooses, on older websites too', async () => {
    expect((await current()).font).toBe('roboto')
    expect((await website()).font).toBe('roboto')
    expect((await website(OLDER_HOST)).font).toBe('roboto')
    const older = await call('GET', { token: tokens.olderOwner, host: OLDER_HOST })
    expect(older.json<AdminSettings>().font).toBe('roboto')
  })

  it('saves the font chosen, which the next visitor gets, and audits it', async () => {
    const saved = await saveFont('lora')
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<AdminSettings>().font).toBe('lora')
    expect((await current()).font).toBe('lora')
    expect((await website()).font).toBe('lora')

    const audit = await adminCall(t, 'GET', '/audit-log/?resource=website_settings', {
      token: tokens.owner,
      host: HOST,
    })
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ font: 'roboto' }),
        after: expect.objectContaining({ font: 'lora' }),
      }),
    )
  })

  it('refuses a font it does not offer, and an editor', async () => {
    expectFieldError(await saveFont('comic-sans'), 'font')
    const payload = { ...(await current()), font: 'inter' }
    expect((await call('PUT', { token: tokens.editor, payload })).statusCode).toBe(403)
    expect((await website()).font).toBe('lora')
  })
})
