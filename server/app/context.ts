import type { ImportQueue } from '../modules/media/imports/import-queue.ts'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Jobs } from './start-jobs.ts'
import type { Dialect } from '../db/connect.ts'
import type { Database } from '../db/schema.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { PasswordPool } from '../modules/auth/password-pool.ts'
import type { Viewer } from '../modules/auth/viewer.ts'
import type { Website } from '../modules/websites/service.ts'
import type { RateLimiter } from '../http/rate-limit.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Kysely<Database>
    dialect: Dialect
    mailer: Mailer
    rateLimiter: RateLimiter
    /** Hashes and checks passwords on threads of their own. */
    passwords: PasswordPool
    /** Imports the videos staff upload, one at a time, in the background. */
    mediaImports: ImportQueue
    /** The job queues (their depth: `jobs.media.counts()`), in-process or on Redis. */
    jobs: Jobs
  }
  interface FastifyRequest {
    /** The website the Host header names. */
    website: Website
    /** The signed-in user, or null for an anonymous visitor. */
    viewer: Viewer | null
  }
}
