import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Config } from '../../config.ts'
import type { RateLimiter } from '../../http/rate-limit.ts'
import { within } from '../../lib/within.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { selectOne } from './repo.ts'

/** What the server needs to answer requests: its database, Redis when configured, its media store. */
export interface Dependencies {
  config: Config
  db: Kysely<Database>
  rateLimiter: RateLimiter
}

/** A dependency slower than this is as good as away: a network cut can leave a query hanging. */
const CHECK_TIMEOUT_MS = 3_000

/** Resolves as `check` does, or rejects when it takes longer than CHECK_TIMEOUT_MS. */
const inTime = (check: () => Promise<void>): Promise<void> =>
  within(check(), CHECK_TIMEOUT_MS, 'no answer in time')

/** The names of the dependencies that do not answer now; empty when the server is ready. */
export async function unreachableDependencies(dependencies: Dependencies): Promise<string[]> {
  const checks = [
    { name: 'the database', check: () => selectOne(dependencies.db) },
    { name: 'Redis', check: () => dependencies.rateLimiter.check() },
    { name: 'the media storage', check: () => mediaStoreOf(dependencies.config).check() },
  ]
  const results = await Promise.allSettled(checks.map(({ check }) => inTime(check)))
  return checks.filter((_, n) => results[n]?.status === 'rejected').map(({ name }) => name)
}
