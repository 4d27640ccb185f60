import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** How often a process looks for scheduled items whose time came. */
export const PUBLICATION_CHECK_MS = 15_000

/**
 * Bumps the catalogue version of every website an item of which was published in
 * (`since`, `until`]: caches keyed by the version (pages, counts, drawn pages) then forget the
 * lists that did not show it yet. Several processes may bump the same website: one more bump
 * only costs one more cache miss. Answers how many websites were bumped.
 */
export async function bumpScheduledPublications(
  db: Kysely<Database>,
  since: string,
  until: string,
): Promise<number> {
  const result = await db
    .updateTable('websites')
    .set((eb) => ({ catalogue_version: eb('catalogue_version', '+', 1) }))
    .where('uid', 'in', (eb) =>
      eb
        .selectFrom('items')
        .select('website_uid')
        .where('published_at', '>', since)
        .where('published_at', '<=', until),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Runs bumpScheduledPublications every PUBLICATION_CHECK_MS over the time elapsed since the last
 * run (since the start at first), so a scheduled item shows within that delay. A database
 * away is logged and the same span tried again next time. Answers a function that stops it.
 */
export function startPublicationClock(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  intervalMs = PUBLICATION_CHECK_MS,
): () => void {
  let since = new Date().toISOString()
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    const until = new Date().toISOString()
    bumpScheduledPublications(db, since, until)
      .then(() => {
        since = until
      })
      .catch((error: unknown) => log.warn({ err: error }, 'scheduled publications not checked'))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
