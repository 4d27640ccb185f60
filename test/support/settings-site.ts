import { afterAll, beforeAll } from 'vitest'
import type { AdminSettings } from '../../contract/schemas/admin-settings.ts'
import type { Dialect } from '../../server/db/connect.ts'
import { startTestApp, type TestApp } from './app.ts'
import { createSession, createUser, createWebsite } from './fixtures.ts'
import { adminCall } from './staff-api.ts'

/**
 * A website at `host` with an owner and an editor, for the tests of the settings a domain adds
 * to `/settings/`. Called inside a `describe`, it starts the app before its tests and closes it
 * after; a new website has no legal text, so its page is hidden and every save is valid.
 */
export function settingsSite(dialect: Dialect, host: string) {
  let t: TestApp
  const tokens = { owner: '', editor: '' }
  const call = (method: 'GET' | 'PUT' | 'PATCH', token: string, payload?: unknown) =>
    adminCall(t, method, '/settings/', { token, host, payload })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const site = await createWebsite(t.database.db, { hosts: [host] })
    const session = async (staffRole: 'owner' | 'editor') =>
      createSession(t.database.db, site, (await createUser(t.database.db, site, { staffRole })).uid)
    tokens.owner = await session('owner')
    tokens.editor = await session('editor')
    const hidden = await call('PATCH', tokens.owner, { show_legal: false })
    if (hidden.statusCode !== 200) throw new Error(`hiding the legal page: ${hidden.body}`)
  })
  afterAll(() => t.close())

  return {
    tokens,
    call,
    /** The settings as the owner reads them now. */
    current: async () => (await call('GET', tokens.owner)).json<AdminSettings>(),
    /** The audit log as the owner reads it, as text. */
    auditLog: async () =>
      (await adminCall(t, 'GET', '/audit-log/', { token: tokens.owner, host })).body,
  }
}
