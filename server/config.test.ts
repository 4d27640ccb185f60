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
    expect(config.stripeSecretKey).toBeUndefined()
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

  it('keeps the generated secret between starts', () => {
    const folder = `/tmp/vitrine-config-secret-${process.pid}`
    const first = loadConfig({ DATA_DIR: folder }).secretKey
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: folder }).secretKey).toBe(first)
  })
})
