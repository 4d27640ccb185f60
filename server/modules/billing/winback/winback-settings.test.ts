import { describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { settingsSite } from '../../../../test/support/settings-site.ts'

const HOST = 'winback.test'

describe.each(DIALECTS)('the win-back offer settings on %s', (dialect) => {
  const { tokens, call, current, auditLog } = settingsSite(dialect, HOST)

  it('is off by default, and the owner turns on 20 % off for 3 months, audited', async () => {
    expect(await current()).toMatchObject({
      subscription_winback_enabled: false,
      subscription_winback_kind: 'percent',
      subscription_winback_percent_off: null,
      subscription_winback_amount_off: null,
      subscription_winback_months: 3,
    })
    const saved = await call('PUT', tokens.owner, {
      ...(await current()),
      show_legal: false,
      subscription_winback_enabled: true,
      subscription_winback_percent_off: 20,
      subscription_winback_months: 3,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({
      subscription_winback_enabled: true,
      subscription_winback_percent_off: 20,
    })
    expect(await auditLog()).toContain('"subscription_winback_percent_off":20')
  })

  it('keeps only the amount when the owner switches to 12,50 € off, for 6 months', async () => {
    const saved = await call('PATCH', tokens.owner, {
      subscription_winback_kind: 'amount',
      subscription_winback_amount_off: 1250,
      subscription_winback_months: 6,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await current()).toMatchObject({
      subscription_winback_enabled: true,
      subscription_winback_kind: 'amount',
      subscription_winback_percent_off: null,
      subscription_winback_amount_off: 1250,
      subscription_winback_months: 6,
    })
  })

  it('refuses an offer out of range or without its discount, naming the field', async () => {
    const settings = { ...(await current()), show_legal: false }
    const refusals: [Record<string, unknown>, string][] = [
      [{ subscription_winback_percent_off: 0 }, 'subscription_winback_percent_off'],
      [{ subscription_winback_percent_off: 101 }, 'subscription_winback_percent_off'],
      [{ subscription_winback_amount_off: 0 }, 'subscription_winback_amount_off'],
      [{ subscription_winback_amount_off: 12.5 }, 'subscription_winback_amount_off'],
      [{ subscription_winback_months: 0 }, 'subscription_winback_months'],
      [{ subscription_winback_months: 13 }, 'subscription_winback_months'],
      [{ subscription_winback_kind: 'free' }, 'subscription_winback_kind'],
      [
        { subscription_winback_kind: 'percent', subscription_winback_percent_off: null },
        'subscription_winback_percent_off',
      ],
      [
        { subscription_winback_kind: 'amount', subscription_winback_amount_off: null },
        'subscription_winback_amount_off',
      ],
    ]
    for (const [change, field] of refusals) {
      expectFieldError(await call('PUT', tokens.owner, { ...settings, ...change }), field)
    }
    const refused = await call('PATCH', tokens.editor, { subscription_winback_enabled: false })
    expect(refused.statusCode).toBe(403)
    expect(await current()).toMatchObject({
      subscription_winback_enabled: true,
      subscription_winback_amount_off: 1250,
      subscription_winback_months: 6,
    })
  })
})
