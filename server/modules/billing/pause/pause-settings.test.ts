import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../../../contract/schemas/admin-settings.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'

const HOST = 'pauses.test'

describe.each(DIALECTS)('the subscription pause settings on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '' }
  const call = (method: 'GET' | 'PUT', token: string, payload?: unknown) =>
    adminCall(t, method, '/settings/', { token, host: HOST, payload })
  const current = async () => (await call('GET', tokens.owner)).json<AdminSettings>()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const site = await createWebsite(t.database.db, { hosts: [HOST] })
    const session = async (staffRole: 'owner' | 'editor') =>
      createSession(t.database.db, site, (await createUser(t.database.db, site, { staffRole })).uid)
    tokens.owner = await session('owner')
    tokens.editor = await session('editor')
  })
  afterAll(() => t.close())

  it('are off with 3 months by default, and the owner turns them on, audited', async () => {
    expect(await current()).toMatchObject({
      subscription_pause_enabled: false,
      subscription_pause_max_months: 3,
    })
    const saved = await call('PUT', tokens.owner, {
      ...(await current()),
      show_legal: false,
      subscription_pause_enabled: true,
      subscription_pause_max_months: 2,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({
      subscription_pause_enabled: true,
      subscription_pause_max_months: 2,
    })
    const log = await adminCall(t, 'GET', '/audit-log/', { token: tokens.owner, host: HOST })
    expect(log.body).toContain('"subscription_pause_max_months":2')
  })

  it('refuses a length out of 1–3 months with a 400 naming it, and an editor', async () => {
    const settings = await current()
    for (const months of [0, 4, 1.5]) {
      const answer = await call('PUT', tokens.owner, {
        ...settings,
        subscription_pause_max_months: months,
      })
      expectFieldError(answer, 'subscription_pause_max_months')
    }
    const refused = await call('PUT', tokens.editor, {
      ...settings,
      subscription_pause_enabled: false,
    })
    expect(refused.statusCode).toBe(403)
    expect(await current()).toMatchObject({
      subscription_pause_enabled: true,
      subscription_pause_max_months: 2,
    })
  })
})
