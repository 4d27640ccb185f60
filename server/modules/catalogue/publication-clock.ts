import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { JobType } from '../../jobs/job-queue.ts'

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

/** The repeated job that bumps websites whose scheduled items came out. */
export const PUBLICATION_JOB = 'scheduled-publications'

/**
 * The job run every PUBLICATION_CHECK_MS (by one worker; in-process, by this process's timer):
 * bumpScheduledPublications over the time since the last run started (one interval back the
 * first time), so a scheduled item shows within that delay, even after workers were away. A
 * database away fails the run: the next one covers the same span.
 */
export function publicationJob(db: Kysely<Database>): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      const since =
        run.previousRunAt ??
        new Date(Date.parse(run.startedAt) - PUBLICATION_CHECK_MS).toISOString()
      await bumpScheduledPublications(db, since, run.startedAt)
    },
  }
}
