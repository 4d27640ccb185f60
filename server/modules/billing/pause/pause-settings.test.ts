import { describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { settingsSite } from '../../../../test/support/settings-site.ts'

const HOST = 'pauses.test'

describe.each(DIALECTS)('the subscription pause settings on %s', (dialect) => {
  const { tokens, call, current, auditLog } = settingsSite(dialect, HOST)

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
    expect(await auditLog()).toContain('"subscription_pause_max_months":2')
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
