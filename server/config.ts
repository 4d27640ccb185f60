import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { proxyTrust } from './http/trust-proxy.ts'

/** Everything the server can be configured with. Only this module reads `process.env`. */
export interface Config {
  /** Port the HTTP server listens on. */
  port: number
  /** Interface the HTTP server binds to. */
  host: string
  /**
   * Which proxies' `X-Forwarded-For`, `-Host` and `-Proto` to believe for the client's address
   * and the page's origin: a hop count (0, the default: none), or the proxies' addresses.
   */
  trustProxy: number | string[]
  /** Folder for the SQLite file, the outbox, generated secrets and media. */
  dataDir: string
  /** PostgreSQL connection string; when absent the SQLite file `dataDir/vitrine.sqlite` is used. */
  databaseUrl: string | undefined
  /** SQLite file path (ignored when `databaseUrl` is set). `:memory:` is allowed. */
  sqliteFile: string
  /** Redis connection string for shared rate limits; in-process counters when absent. */
  redisUrl: string | undefined
  /**
   * Whether this web process runs background jobs (`run`, the default) or only adds them to
   * Redis for `npm run worker` (`enqueue-only`, which needs REDIS_URL).
   */
  jobs: 'run' | 'enqueue-only'
  /** SMTP connection string; mail goes to `outboxDir` as .eml files when absent. */
  smtpUrl: string | undefined
  /** Folder of the mail outbox. */
  outboxDir: string
  /** Folder of the media store (thumbnails, renditions, downloads). */
  mediaDir: string
  /** S3-compatible object storage for the media store; the folder `mediaDir` when absent. */
  s3: S3Settings | undefined
  /** Folder where videos uploaded from the back office wait for their import. */
  uploadDir: string
  /** The largest video the back office accepts, in bytes. */
  uploadMaxBytes: number
  /** The largest bonus file (a booklet, an archive of stills) the back office accepts, in bytes. */
  bonusMaxBytes: number
  /** Sender address of every mail. */
  mailFrom: string
  /** Public URL of the default website; links in mails are built from a website's own public URL. */
  publicUrl: string
  /** Uid of the website that answers for hosts no website claims (localhost, IPs). */
  defaultWebsite: string | undefined
  /** Secret for signed URLs and portal links. */
  secretKey: string
  /** log2 of scrypt's cost N for new password hashes (17 in production). */
  passwordHashCost: number
  /** Threads that hash passwords, each one hash at a time (128 MiB at cost 17). */
  passwordHashThreads: number
  /** Hashes that may wait for a thread; more logins at once are answered 503. */
  passwordHashQueue: number
  /** Days a login token stays valid. */
  tokenLifetimeDays: number
  /** Minutes a password reset link stays valid. */
  passwordResetMinutes: number
  /**
   * Attempts allowed per window on login, register, password reset and contact, per IP and per
   * account (for login: wrong passwords per account and client). Past `slowdownAfter` wrong
   * passwords on one account from every client, its logins are spaced out, never locked.
   */
  rateLimit: {
    perIp: number
    perAccount: number
    windowSeconds: number
    slowdownAfter: number
    /** Keys the in-process counters hold at most (without Redis); limited keys go last. */
    memoryKeys: number
  }
  /**
   * Create the demo websites (and their accounts, whose passwords the README publishes) when the
   * database holds none: by default, except with `NODE_ENV=production`.
   */
  seedDemo: boolean
  /** Pino log level, or 'silent'. */
  logLevel: string
  /** Bearer token `/metrics` asks for; without it, `/metrics` answers the machine itself only. */
  metricsToken: string | undefined
  /** The port `npm run worker` serves `/metrics` on (same access rule); none when absent. */
  workerMetricsPort: number | undefined
  /** Stripe takes payments when its keys are set; the sandbox payment provider otherwise. */
  stripe: StripeSettings | undefined
  /** Port `npm start` accepts live RTMP publishers on (issue 45); 0: no RTMP ingest here. */
  rtmpPort: number
  /**
   * Whether webhooks may be sent over plain http and to private or loopback addresses: for tests
   * and local receivers only (false by default; never in production).
   */
  webhookAllowPrivate: boolean
  /**
   * The wait before a failed webhook delivery's first retry; each next one waits twice as long
   * (a minute by default). Benches shorten it so retries happen within their run.
   */
  webhookBackoffMs: number
}

/** How to reach Stripe. */
export interface StripeSettings {
  /** Secret API key (`sk_…`, or a restricted `rk_…`). */
  secretKey: string
  /** Signing secret of the webhook endpoint (`whsec_…`); webhooks signed otherwise are refused. */
  webhookSecret: string
  /** Where the SDK sends its requests; the real API when absent (tests point it at a fake). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined
}

/** Where the media store lives when it is an S3 bucket (AWS S3, R2, MinIO, s3rver). */
export interface S3Settings {
  bucket: string
  region: string
  /** The service's address for S3-compatible stores (path-style); AWS S3's own when absent. */
  endpoint: string | undefined
  /** Keys from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; the SDK's own chain when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

/**
 * Every environment variable the server reads, as README's Configuration table lists them
 * (config.test.ts holds the two together); reading any other is a type error. NODE_ENV only
 * changes a default (SEED_DEMO's).
 */
export const ENVIRONMENT_VARIABLES = [
  'PORT',
  'HOST',
  'TRUST_PROXY',
  'DATA_DIR',
  'DATABASE_URL',
  'SQLITE_FILE',
  'REDIS_URL',
  'JOBS',
  'SMTP_URL',
  'OUTBOX_DIR',
  'MAIL_FROM',
  'MEDIA_DIR',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'UPLOAD_DIR',
  'UPLOAD_MAX_BYTES',
  'BONUS_MAX_BYTES',
  'PUBLIC_URL',
  'DEFAULT_WEBSITE',
  'SECRET_KEY',
  'PASSWORD_HASH_COST',
  'PASSWORD_HASH_THREADS',
  'PASSWORD_HASH_QUEUE',
  'TOKEN_LIFETIME_DAYS',
  'PASSWORD_RESET_MINUTES',
  'RATE_LIMIT_PER_IP',
  'RATE_LIMIT_PER_ACCOUNT',
  'RATE_LIMIT_SLOWDOWN_AFTER',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_MEMORY_KEYS',
  'SEED_DEMO',
  'LOG_LEVEL',
  'METRICS_TOKEN',
  'WORKER_METRICS_PORT',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'RTMP_PORT',
  'WEBHOOK_ALLOW_PRIVATE',
  'WEBHOOK_RETRY_BACKOFF_MS',
] as const
type EnvironmentVariable = (typeof ENVIRONMENT_VARIABLES)[number]

export type Env = Readonly<Partial<Record<EnvironmentVariable | 'NODE_ENV', string>>>

export class ConfigError extends Error {}

function integer(env: Env, name: EnvironmentVariable, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  }
  return value
}

function url(env: Env, name: EnvironmentVariable, protocols: string[]): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${raw}"`)
  }
  return raw
}

function flag(env: Env, name: EnvironmentVariable, fallback: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (['1', 'true', 'yes'].includes(raw)) return true
  if (['0', 'false', 'no'].includes(raw)) return false
  throw new ConfigError(`${name} must be true or false, got "${raw}"`)
}

/** Nothing by default: a client that reaches the server directly could forge the headers. */
function trustProxy(env: Env): number | string[] {
  const raw = env.TRUST_PROXY?.trim()
  if (!raw) return 0
  if (/^\d+$/.test(raw)) return Number(raw)
  const addresses = raw.split(',').map((value) => value.trim())
  try {
    proxyTrust(addresses)
  } catch {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDRs, got "${raw}"`,
    )
  }
  return addresses
}

/** A secret from the environment, or one generated once and kept in the data folder. */
function secret(env: Env, dataDir: string): string {
  const raw = env.SECRET_KEY
  if (raw) {
    if (raw.length < 32) throw new ConfigError('SECRET_KEY must be at least 32 characters')
    return raw
  }
  const file = path.join(dataDir, 'secret.key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const generated = randomBytes(32).toString('base64url')
  writeFileSync(file, generated, { mode: 0o600 })
  return generated
}

/** Pino's levels, and `silent` for none. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** A value of a closed list, or the fallback when unset. */
function oneOf(env: Env, name: EnvironmentVariable, choices: string[], fallback: string): string {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!choices.includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`)
  }
  return raw
}

/** An interface to listen on: an IP address or a host name. */
function listenHost(env: Env): string {
  const raw = env.HOST
  if (raw === undefined || raw === '') return '0.0.0.0'
  if (
    isIP(raw) === 0 &&
    !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(raw)
  ) {
    throw new ConfigError(`HOST must be an IP address or a host name, got "${raw}"`)
  }
  return raw
}

/** A sender: `name@domain`, or `Display Name <name@domain>`. */
function mailFrom(env: Env): string {
  const raw = env.MAIL_FROM
  if (raw === undefined || raw === '') return 'Vitrine <no-reply@vitrine.localhost>'
  const address = /<([^<>]+)>$/.exec(raw.trim())?.[1] ?? raw.trim()
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>", got "${raw}"`)
  }
  return raw
}

/** A website's uid, as the seed and the command line print it. */
function websiteUid(env: Env): string | undefined {
  const raw = env.DEFAULT_WEBSITE
  if (raw === undefined || raw === '') return undefined
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) {
    throw new ConfigError(
      `DEFAULT_WEBSITE must be a website uid (letters, digits, - and _), got "${raw}"`,
    )
  }
  return raw
}

/** A token long enough not to be guessed, and plain enough to sit in an HTTP header. */
function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN
  if (raw === undefined || raw === '') return undefined
  if (!/^[\x21-\x7e]{16,}$/.test(raw)) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 characters, without spaces or control characters',
    )
  }
  return raw
}

/** Both Stripe keys or neither: a key without its webhook secret would never learn of payments. */
function stripe(env: Env): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined
  if (!secretKey && !webhookSecret) return undefined
  if (!secretKey) throw new ConfigError('STRIPE_SECRET_KEY must be set with STRIPE_WEBHOOK_SECRET')
  if (!webhookSecret) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY')
  }
  if (!/^(sk|rk)_/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must start with sk_ or rk_')
  }
  if (!webhookSecret.startsWith('whsec_')) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must start with whsec_')
  }
  const base = url(env, 'STRIPE_API_BASE', ['http:', 'https:'])
  if (!base) return { secretKey, webhookSecret, api: undefined }
  const parsed = new URL(base)
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https'
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443
  return { secretKey, webhookSecret, api: { host: parsed.hostname, port, protocol } }
}

/** S3 settings when S3_BUCKET is set; the other S3 variables mean nothing without it. */
function s3(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET || undefined
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:'])
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined
  if (!bucket) {
    if (endpoint || env.S3_REGION) {
      throw new ConfigError('S3_BUCKET must be set with S3_ENDPOINT or S3_REGION')
    }
    return undefined
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (a-z, 0-9, . and -), got "${bucket}"`)
  }
  const region = env.S3_REGION || 'us-east-1'
  if (!/^[a-z0-9-]{1,32}$/.test(region)) {
    throw new ConfigError(
      `S3_REGION must be a region name such as eu-west-3 or auto, got "${region}"`,
    )
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      accessKeyId
        ? 'AWS_SECRET_ACCESS_KEY must be set with AWS_ACCESS_KEY_ID'
        : 'AWS_ACCESS_KEY_ID must be set with AWS_SECRET_ACCESS_KEY',
    )
  }
  const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined
  return { bucket, region, endpoint: endpoint?.replace(/\/$/, ''), credentials }
}

/** Private webhook targets are for tests and local receivers: production refuses the setting. */
function webhookAllowPrivate(env: Env): boolean {
  const allowed = flag(env, 'WEBHOOK_ALLOW_PRIVATE', false)
  if (allowed && env.NODE_ENV === 'production') {
    throw new ConfigError('WEBHOOK_ALLOW_PRIVATE=true is refused with NODE_ENV=production')
  }
  return allowed
}

/** Jobs run in the web process unless it says otherwise; only a worker can run them then. */
function jobs(env: Env): Config['jobs'] {
  const value = oneOf(env, 'JOBS', ['run', 'enqueue-only'], 'run')
  if (value === 'enqueue-only' && !env.REDIS_URL) {
    throw new ConfigError('JOBS=enqueue-only needs REDIS_URL: without it no worker can run jobs')
  }
  return value === 'enqueue-only' ? 'enqueue-only' : 'run'
}

/** Reads and checks the configuration; throws a ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  const port = integer(env, 'PORT', 3000, 1)
  // One hash at a time per thread; one core is left to the event loop when there are few.
  const hashThreads = integer(
    env,
    'PASSWORD_HASH_THREADS',
    Math.min(2, Math.max(1, availableParallelism() - 1)),
    1,
  )
  return {
    port,
    host: listenHost(env),
    trustProxy: trustProxy(env),
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    sqliteFile: env.SQLITE_FILE || path.join(dataDir, 'vitrine.sqlite'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jobs: jobs(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    outboxDir: path.resolve(env.OUTBOX_DIR || path.join(dataDir, 'outbox')),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    s3: s3(env),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 20 * 1024 ** 3, 1),
    bonusMaxBytes: integer(env, 'BONUS_MAX_BYTES', 2 * 1024 ** 3, 1),
    mailFrom: mailFrom(env),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
      /\/$/,
      '',
    ),
    defaultWebsite: websiteUid(env),
    secretKey: secret(env, dataDir),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 17, 10),
    passwordHashThreads: hashThreads,
    passwordHashQueue: integer(env, 'PASSWORD_HASH_QUEUE', 4 * hashThreads),
    tokenLifetimeDays: integer(env, 'TOKEN_LIFETIME_DAYS', 30, 1),
    passwordResetMinutes: integer(env, 'PASSWORD_RESET_MINUTES', 60, 1),
    rateLimit: {
      perIp: integer(env, 'RATE_LIMIT_PER_IP', 30, 1),
      perAccount: integer(env, 'RATE_LIMIT_PER_ACCOUNT', 10, 1),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 900, 1),
      slowdownAfter: integer(env, 'RATE_LIMIT_SLOWDOWN_AFTER', 50, 1),
      memoryKeys: integer(env, 'RATE_LIMIT_MEMORY_KEYS', 100_000, 1),
    },
    seedDemo: flag(env, 'SEED_DEMO', env.NODE_ENV !== 'production'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    metricsToken: metricsToken(env),
    workerMetricsPort: env.WORKER_METRICS_PORT
      ? integer(env, 'WORKER_METRICS_PORT', 0, 1)
      : undefined,
    stripe: stripe(env),
    rtmpPort: integer(env, 'RTMP_PORT', 1935, 0),
    webhookAllowPrivate: webhookAllowPrivate(env),
    // Production's schedule, as integrations/webhook-jobs.ts keeps it (config imports no module).
    webhookBackoffMs: integer(env, 'WEBHOOK_RETRY_BACKOFF_MS', 60_000, 1),
  }
}
