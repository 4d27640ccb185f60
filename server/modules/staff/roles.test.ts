import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffAnswer } from '../../../contract/schemas/admin.ts'
import { STAFF_PERMISSIONS } from '../../../contract/values/staff-roles.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { insertPage, updateWebsiteSettings } from '../../db/insert.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'

describe.each(DIALECTS)('staff roles on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', customer: '', ownerOfB: '' }
  let home = ''

  const me = async (token: string) =>
    (await adminCall(t, 'GET', '/me/', { token })).json<StaffAnswer>()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const siteA = await createWebsite(db, { hosts: ['a.test'] })
    const siteB = await createWebsite(db, { hosts: ['b.test'] })
    home = await insertPage(db, siteA, { title: 'Accueil', content: [] })
    await updateWebsiteSettings(db, siteA, { ...defaultWebsiteSettings(), home_page: home })
    for (const [key, site, staffRole] of [
      ['owner', siteA, 'owner'],
      ['editor', siteA, 'editor'],
      ['contributor', siteA, 'contributor'],
      ['customer', siteA, undefined],
      ['ownerOfB', siteB, 'owner'],
    ] as const) {
      const user = await createUser(db, site, staffRole ? { staffRole } : {})
      tokens[key] = await createSession(db, site, user.uid)
    }
  })
  afterAll(() => t.close())

  it('tells each role what it may do, for the back office to hide the rest', async () => {
    expect(await me(tokens.owner)).toEqual({ role: 'owner', permissions: [...STAFF_PERMISSIONS] })
    expect(await me(tokens.editor)).toEqual({
      role: 'editor',
      permissions: [
        'catalogue.read',
        'catalogue.edit',
        'catalogue.publish',
        'catalogue.delete',
        'catalogue.prices',
        'pages.edit',
        'gift_cards.manage',
      ],
    })
    expect(await me(tokens.contributor)).toEqual({
      role: 'contributor',
      permissions: ['catalogue.read', 'catalogue.edit'],
    })
  })

  it("says a contributor's role when they sign in to the storefront", async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/auth/me/`,
      headers: { host: 'a.test', authorization: `WebsiteToken ${tokens.contributor}` },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ staff_role: 'contributor' })
  })

  it('refuses contributors the home page editor, which editors and owners open', async () => {
    const refused = await adminCall(t, 'GET', '/editor/', { token: tokens.contributor })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().type).toBe('Forbidden')
    const content = (await adminCall(t, 'GET', '/editor/', { token: tokens.editor })).json()
    const save = await adminCall(t, 'PUT', '/editor/', {
      token: tokens.contributor,
      payload: { ...content, page: { ...content.page, title: 'Pris' } },
    })
    expect(save.statusCode).toBe(403)
    const page = await adminCall(t, 'GET', '/editor/', { token: tokens.owner })
    expect(page.json().page.title).toBe('Accueil')
  })

  it('lets owners only read the audit log', async () => {
    expect((await adminCall(t, 'GET', '/audit-log/', { token: tokens.owner })).statusCode).toBe(200)
    for (const token of [tokens.editor, tokens.contributor, tokens.customer, '']) {
      const answer = await adminCall(t, 'GET', '/audit-log/', { token })
      expect(answer.statusCode).toBe(403)
      expect(answer.json().type).toBe('Forbidden')
    }
    const otherSite = await adminCall(t, 'GET', '/audit-log/', { token: tokens.ownerOfB })
    expect(otherSite.statusCode).toBe(403)
  })
})
