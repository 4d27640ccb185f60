import { describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { settingsSite } from '../../../../test/support/settings-site.ts'

const HOST = 'renewals.test'

describe.each(DIALECTS)('the failed renewal settings on %s', (dialect) => {
  const { tokens, call, current, auditLog } = settingsSite(dialect, HOST)

  it('keeps access 7 days by default; the owner sets 14, audited', async () => {
    expect(await current()).toMatchObject({ renewal_grace_days: 7 })
    const saved = await call('PATCH', tokens.owner, { renewal_grace_days: 14 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({ renewal_grace_days: 14 })
    // Another section's save leaves them as they are.
    const other = await call('PATCH', tokens.owner, { monetization_tips_enabled: true })
    expect(other.statusCode, other.body).toBe(200)
    expect(await current()).toMatchObject({ renewal_grace_days: 14 })
    expect(await auditLog()).toContain('"renewal_grace_days":14')
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
