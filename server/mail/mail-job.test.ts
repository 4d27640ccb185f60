import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/support/database.ts'
import { createBullQueue } from '../jobs/bullmq-queue.ts'
import type { JobRun } from '../jobs/job-queue.ts'
import { MAIL_JOB, mailJob, queuedMailer } from './mail-job.ts'
import { createMailer } from './mailer.ts'

const REDIS_URL = process.env.REDIS_URL
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined }
const mail = { websiteUid: 'site-a', to: 'ada@test.example', subject: 'Votre reçu', text: 'Merci.' }

/** A try of the job `id`, as a queue would start it. */
const runOf = (id: string, attempt = 1): JobRun => ({
  id,
  attempt,
  lastAttempt: false,
  startedAt: new Date().toISOString(),
  previousRunAt: undefined,
  reportProgress: async () => undefined,
})

describe.each(DIALECTS)('the mail job on %s', (dialect) => {
  let database: TestDatabase
  let outboxDir: string
  const outbox = () => readdirSync(outboxDir)

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    outboxDir = mkdtempSync(path.join(tmpdir(), 'vitrine-outbox-'))
  })
  afterAll(async () => {
    await database.drop()
    rmSync(outboxDir, { recursive: true, force: true })
  })

  const transport = () =>
    createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'x@y.z',
      log: silent,
      brandOf: async () => undefined,
    })

  it('sends its mail once, however many times the job runs', async () => {
    const job = mailJob(database.db, transport())
    const before = outbox().length
    await job.run(mail, runOf('mail-once'))
    // A worker killed after sending, before it could report: another runs the job again.
    await job.run(mail, runOf('mail-once', 2))
    expect(outbox()).toHaveLength(before + 1)
    await job.run(mail, runOf('mail-another'))
    expect(outbox()).toHaveLength(before + 2)
  })

  it('remembers a failed send as unsent: the next try sends it', async () => {
    let refusals = 1
    const real = transport()
    const flaky = {
      async send(this: void, queued: typeof mail) {
        if (refusals-- > 0) throw new Error('SMTP refused')
        await real.send(queued)
      },
      close() {},
    }
    const job = mailJob(database.db, flaky)
    const before = outbox().length
    await expect(job.run(mail, runOf('mail-retried'))).rejects.toThrow('SMTP refused')
    expect(outbox()).toHaveLength(before)
    await job.run(mail, runOf('mail-retried', 2))
    expect(outbox()).toHaveLength(before + 1)
  })

  describe.runIf(REDIS_URL)('on Redis', () => {
    const prefix = `vitrine-test-${randomUUID()}`
    afterAll(async () => {
      const redis = new Redis(REDIS_URL ?? '')
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    })

    it('a web process adds the mail, a worker elsewhere sends it', async () => {
      const options = { redisUrl: REDIS_URL ?? '', name: 'mail', prefix, log: silent }
      const types = { [MAIL_JOB]: mailJob(database.db, transport()) }
      const web = createBullQueue({ ...options, types, work: false })
      const worker = createBullQueue({ ...options, types, work: true })
      try {
        const before = outbox().length
        await queuedMailer(web).send(mail)
        await web.idle()
        expect(outbox()).toHaveLength(before + 1)
        expect(await worker.counts()).toMatchObject({ failed: 0 })
      } finally {
        await Promise.all([web.close(), worker.close()])
      }
    })
  })
})
