import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../../../contract/schemas/admin-settings.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'

const HOST = 'renewals.test'

describe.each(DIALECTS)('the failed renewal settings on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '' }
  const call = (method: 'GET' | 'PUT' | 'PATCH', token: string, payload?: unknown) =>
    adminCall(t, method, '/settings/', { token, host: HOST, payload })
  const current = async () => (await call('GET', tokens.owner)).json<AdminSettings>()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const site = await createWebsite(t.database.db, { hosts: [HOST] })
    const session = async (staffRole: 'owner' | 'editor') =>
      createSession(t.database.db, site, (await createUser(t.database.db, site, { staffRole })).uid)
    tokens.owner = await session('owner')
    tokens.editor = await session('editor')
    // A new website has no legal text: its page is hidden, so that every save is valid.
    expect((await call('PATCH', tokens.owner, { show_legal: false })).statusCode).toBe(200)
  })
  afterAll(() => t.close())

  it('keeps access 7 days by default; the owner sets 14, audited', async () => {
    expect(await current()).toMatchObject({ renewal_grace_days: 7 })
    const saved = await call('PATCH', tokens.owner, { renewal_grace_days: 14 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({ renewal_grace_days: 14 })
    // Another section's save leaves them as they are.
    const other = await call('PATCH', tokens.owner, { monetization_tips_enabled: true })
    expect(other.statusCode, other.body).toBe(200)
    expect(await current()).toMatchObject({ renewal_grace_days: 14 })
    const log = await adminCall(t, 'GET', '/audit-log/', { token: tokens.owner, host: HOST })
    expect(log.body).toContain('"renewal_grace_days":14')
  })

  it('takes none: no grace day', async () => {
    const saved = await call('PATCH', tokens.owner, { renewal_grace_days: 0 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({ renewal_grace_days: 0 })
  })

  it('refuses values out of range, not whole or not numbers, naming the field; owners only', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ renewal_grace_days: 1.5 }, 'renewal_grace_days'],
      [{ renewal_grace_days: '3' }, 'renewal_grace_days'],
      [{ renewal_grace_days: -1 }, 'renewal_grace_days'],
      [{ renewal_grace_days: 31 }, 'renewal_grace_days'],
      [{ renewal_grace_days: null }, 'renewal_grace_days'],
    ]
    for (const [change, field] of refusals) {
      expectFieldError(await call('PATCH', tokens.owner, change), field)
    }
    const refused = await call('PATCH', tokens.editor, { renewal_grace_days: 30 })
    expect(refused.statusCode).toBe(403)
    expect(await current()).toMatchObject({ renewal_grace_days: 0 })
  })
})
