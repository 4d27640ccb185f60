import { describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { settingsSite } from '../../../test/support/settings-site.ts'

const HOST = 'reminders.test'

describe.each(DIALECTS)('the abandoned-checkout reminder settings on %s', (dialect) => {
  const { tokens, call, current, auditLog } = settingsSite(dialect, HOST)

  it('are off after 24 hours by default, and the owner turns them on, audited', async () => {
    expect(await current()).toMatchObject({
      checkout_reminder_enabled: false,
      checkout_reminder_delay_hours: 24,
    })
    const saved = await call('PUT', tokens.owner, {
      ...(await current()),
      // The test site has no legal text, which only a hidden legal page may lack.
      show_legal: false,
      checkout_reminder_enabled: true,
      checkout_reminder_delay_hours: 6,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({
      checkout_reminder_enabled: true,
      checkout_reminder_delay_hours: 6,
    })
    expect(await auditLog()).toContain('"checkout_reminder_delay_hours":6')
  })

  it('refuses a delay out of 1–168 hours with a 400 naming it, and an editor', async () => {
    const settings = await current()
    for (const hours of [0, 169, 2.5]) {
      const answer = await call('PUT', tokens.owner, {
        ...settings,
        checkout_reminder_delay_hours: hours,
      })
      expectFieldError(answer, 'checkout_reminder_delay_hours')
    }
    const refused = await call('PUT', tokens.editor, {
      ...settings,
      checkout_reminder_enabled: false,
    })
    expect(refused.statusCode).toBe(403)
    expect((await current()).checkout_reminder_enabled).toBe(true)
  })
})
