import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import type { JobRun } from '../../jobs/job-queue.ts'
import { publicationJob } from './publication-clock.ts'

const COMES_OUT = '2999-03-20T08:00:00.000Z'

describe.each(DIALECTS)('the scheduled publishing job on %s', (dialect) => {
  let database: TestDatabase
  let site = ''

  const version = async () =>
    (
      await database.db
        .selectFrom('websites')
        .select('catalogue_version')
        .where('uid', '=', site)
        .executeTakeFirstOrThrow()
    ).catalogue_version
  /** One run of the job, started at `startedAt`, the last one at `previousRunAt`. */
  const runAt = (startedAt: string, previousRunAt?: string) => {
    const run: JobRun = {
      id: 'repeat',
      attempt: 1,
      lastAttempt: true,
      startedAt,
      previousRunAt,
      reportProgress: async () => undefined,
    }
    return publicationJob(database.db).run({}, run)
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    site = await createWebsite(database.db)
    await insertItem(database.db, site, {
      slug: 'semis',
      contentObjectType: 'media',
      contentObjectUid: await insertMedia(database.db, site, { name: 'Semis', duration: 60 }),
      publishedAt: COMES_OUT,
    })
  })
  afterAll(() => database.drop())

  it('empties the cached lists of a website once its scheduled item came out, once', async () => {
    const before = await version()
    // The first run looks one interval back.
    await runAt('2999-03-20T08:00:10.000Z')
    expect(await version()).toBe(before + 1)
    // The next one looks from where the last one started: the item is not counted twice.
    await runAt('2999-03-20T08:00:25.000Z', '2999-03-20T08:00:10.000Z')
    expect(await version()).toBe(before + 1)
  })

  it('catches up on what came out while no worker ran', async () => {
    const before = await version()
    await runAt('2999-03-20T09:00:00.000Z', '2999-03-20T07:00:00.000Z')
    expect(await version()).toBe(before + 1)
  })
})
