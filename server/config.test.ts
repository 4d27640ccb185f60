import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from './lib/project-root.ts'
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from './config.ts'

/** README's Configuration table, which also names what only the tests and the build read. */
const NOT_THE_SERVERS = ['CHROMIUM_PATH', 'VITE_API_BASE_URL']

function documentedVariables(): string[] {
  const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8')
  const section = readme.split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? ''
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((match) => match[1]!)
}

const base = { DATA_DIR: '/tmp/vitrine-config-test', SECRET_KEY: 'k'.repeat(40) }

describe('configuration', () => {
  it('reads exactly the variables README documents', () => {
    const documented = documentedVariables().filter((name) => !NOT_THE_SERVERS.includes(name))
    expect([...documented].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort())
  })

  it('runs with nothing configured: port 3000, SQLite file, outbox, sandbox payments', () => {
    const config = loadConfig(base)
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.sqliteFile).toBe('/tmp/vitrine-config-test/vitrine.sqlite')
    expect(config.outboxDir).toBe('/tmp/vitrine-config-test/outbox')
    expect(config.smtpUrl).toBeUndefined()
    expect(config.stripe).toBeUndefined()
    expect(config.passwordHashCost).toBe(17)
    expect(config.webhookBackoffMs).toBe(60_000)
  })

  it('lets a bench shorten the webhook retries, naming the variable when it is no number', () => {
    expect(loadConfig({ ...base, WEBHOOK_RETRY_BACKOFF_MS: '100' }).webhookBackoffMs).toBe(100)
    expect(() => loadConfig({ ...base, WEBHOOK_RETRY_BACKOFF_MS: 'soon' })).toThrow(
      /WEBHOOK_RETRY_BACKOFF_MS/,
    )
  })

  it('seeds the demo websites on an empty database for the quick start, not in production', () => {
    expect(loadConfig(base).seedDemo).toBe(true)
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true)
    // Its accounts' passwords are published in the README.
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false)
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })

  it('trusts no proxy by default: X-Forwarded-* say nothing of the client', () => {
    expect(loadConfig(base).trustProxy).toBe(0)
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(0)
  })

  it('trusts the hop count or the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    const named = loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8,loopback' })
    expect(named.trustProxy).toEqual(['10.0.0.0/8', '192.0.2.1', 'fd00::/8', 'loopback'])
    // A netmask, as proxy-addr (which Fastify matches proxies with) reads one.
    const masked = loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/255.0.0.0' })
    expect(masked.trustProxy).toEqual(['10.0.0.0/255.0.0.0'])
  })

  it('hashes passwords on at most 2 threads by default, with 4 waiting hashes per thread', () => {
    const config = loadConfig(base)
    expect(config.passwordHashThreads).toBeGreaterThanOrEqual(1)
    expect(config.passwordHashThreads).toBeLessThanOrEqual(2)
    expect(config.passwordHashQueue).toBe(4 * config.passwordHashThreads)
    const sized = loadConfig({ ...base, PASSWORD_HASH_THREADS: '3' })
    expect([sized.passwordHashThreads, sized.passwordHashQueue]).toEqual([3, 12])
    const queued = loadConfig({ ...base, PASSWORD_HASH_THREADS: '1', PASSWORD_HASH_QUEUE: '0' })
    expect([queued.passwordHashThreads, queued.passwordHashQueue]).toEqual([1, 0])
  })

  it('takes a listening host, a sender, a default website and a log level as given', () => {
    const config = loadConfig({
      ...base,
      HOST: '::',
      MAIL_FROM: 'Atelier <bonjour@atelier.example>',
      DEFAULT_WEBSITE: 'Ab3_-x',
      LOG_LEVEL: 'silent',
    })
    expect(config).toMatchObject({
      host: '::',
      mailFrom: 'Atelier <bonjour@atelier.example>',
      defaultWebsite: 'Ab3_-x',
      logLevel: 'silent',
    })
    expect(loadConfig({ ...base, HOST: 'localhost', MAIL_FROM: 'a@b.example' })).toMatchObject({
      host: 'localhost',
      mailFrom: 'a@b.example',
    })
  })

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'perhaps'],
    ['SECRET_KEY', 'short'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.example'],
    ['TRUST_PROXY', '-1'],
    // Every address at once: a hop count says so plainly.
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', '10.0.0.1, ::/0'],
    ['PASSWORD_HASH_THREADS', '0'],
    ['PASSWORD_HASH_QUEUE', 'many'],
    ['RATE_LIMIT_SLOWDOWN_AFTER', '0'],
    ['RATE_LIMIT_MEMORY_KEYS', 'all'],
    ['LOG_LEVEL', 'verbose'],
    ['HOST', 'local host'],
    ['MAIL_FROM', 'Vitrine <not an address>'],
    ['MAIL_FROM', 'no-reply'],
    ['DEFAULT_WEBSITE', 'the main site'],
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

  it('keeps media in the local folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig(base).s3).toBeUndefined()
    const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' }
    expect(loadConfig({ ...base, S3_BUCKET: 'vitrine-media' }).s3).toEqual({
      bucket: 'vitrine-media',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    })
    const minio = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'auto' }
    expect(loadConfig({ ...base, ...minio, ...keys }).s3).toEqual({
      bucket: 'media',
      region: 'auto',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    })
  })

  it.each([
    ['S3_BUCKET', { S3_BUCKET: 'Not_A_Bucket' }],
    ['S3_BUCKET', { S3_ENDPOINT: 'http://minio:9000' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }],
    ['S3_REGION', { S3_BUCKET: 'media', S3_REGION: 'EU West' }],
    ['AWS_SECRET_ACCESS_KEY', { S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' }],
    ['AWS_ACCESS_KEY_ID', { S3_BUCKET: 'media', AWS_SECRET_ACCESS_KEY: 'secret' }],
  ])('stops on an incomplete or wrong S3 setup, naming %s', (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, ...env })).toThrow(name)
  })

  it('runs jobs in the web process unless told to leave them to workers on Redis', () => {
    expect(loadConfig(base).jobs).toBe('run')
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' }
    expect(loadConfig({ ...base, ...redis, JOBS: 'enqueue-only' }).jobs).toBe('enqueue-only')
    // Without Redis no worker could ever run what this process adds.
    expect(() => loadConfig({ ...base, JOBS: 'enqueue-only' })).toThrow('JOBS')
    expect(() => loadConfig({ ...base, ...redis, JOBS: 'never' })).toThrow('JOBS')
  })

  it('leaves /metrics to the machine itself unless METRICS_TOKEN names a long enough token', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined()
    const token = 'scrape-0123456789abcdef'
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token)
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN')
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'has a space 0123456789' })).toThrow(
      'METRICS_TOKEN',
    )
  })

  it('keeps the generated secret between starts', () => {
    const folder = `/tmp/vitrine-config-secret-${process.pid}`
    const first = loadConfig({ DATA_DIR: folder }).secretKey
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: folder }).secretKey).toBe(first)
  })
})
