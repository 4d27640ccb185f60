import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const base = { DATA_DIR: '/tmp/vitrine-config-test', SECRET_KEY: 'k'.repeat(40) }

describe('configuration', () => {
  it('runs with nothing configured: port 3000, SQLite file, outbox, sandbox payments', () => {
    const config = loadConfig(base)
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.sqliteFile).toBe('/tmp/vitrine-config-test/vitrine.sqlite')
    expect(config.outboxDir).toBe('/tmp/vitrine-config-test/outbox')
    expect(config.smtpUrl).toBeUndefined()
    expect(config.stripe).toBeUndefined()
    expect(config.passwordHashCost).toBe(17)
  })

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'perhaps'],
    ['SECRET_KEY', 'short'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name)
  })

  it('takes payments with Stripe once both keys are set, at the fake API a test names', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
    expect(loadConfig({ ...base, ...keys }).stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      api: undefined,
    })
    const faked = loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' })
    expect(faked.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' })
  })

  it.each([
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: 'sk_test_123' }],
    ['STRIPE_SECRET_KEY', { STRIPE_WEBHOOK_SECRET: 'whsec_abc' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'abc' }],
    [
      'STRIPE_API_BASE',
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_API_BASE: 'ftp://x',
      },
    ],
  ])('stops on an incomplete or wrong Stripe setup, naming %s', (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, ...env })).toThrow(name)
  })

  it('keeps the generated secret between starts', () => {
    const folder = `/tmp/vitrine-config-secret-${process.pid}`
    const first = loadConfig({ DATA_DIR: folder }).secretKey
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: folder }).secretKey).toBe(first)
  })
})
