import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMediaImport } from '../../../../contract/schemas/admin-media-imports.ts'
import type { AdminMedia } from '../../../../contract/schemas/admin-medias.ts'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { eventually } from '../../../../test/support/eventually.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { HAS_FFMPEG } from '../../../../test/support/test-clip.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { startJobs } from '../../../app/start-jobs.ts'
import { insertImport } from './repo.ts'
import { uploadClient } from './upload-test-support.ts'

const REDIS_URL = process.env.REDIS_URL
/** Jobs in the web process always; on BullMQ too when REDIS_URL is set. */
const QUEUES = ['in-process', ...(REDIS_URL ? ['BullMQ'] : [])]
const CASES = DIALECTS.flatMap((dialect) => QUEUES.map((queue) => [dialect, queue] as const))
const SITE = '127.0.0.1'
const BOOKLET = Buffer.from('%PDF-1.4\n% Livret du film\n'.repeat(40))

describe.each(CASES)('imports of uploaded files as jobs, on %s, jobs %s', (dialect, queue) => {
  let t: TestApp
  let port = 0
  let token = ''
  let site = ''
  const film = { uid: '', mediaUid: '' }
  const prefix = `vitrine-test-${randomUUID()}`

  const tus = uploadClient(
    () => `http://${SITE}:${port}`,
    () => token,
  )
  const staff = async <T>(url: string, method = 'GET') => {
    const answer = await tus.call(`${ADMIN_API_BASE}${url}`, { method })
    return { status: answer.status, body: (await answer.json()) as T }
  }
  const imports = async () => (await staff<AdminMediaImport[]>('/media-imports/')).body
  const bonusFiles = async () =>
    (await staff<AdminMedia>(`/medias/${film.mediaUid}/`)).body.bonus_files

  beforeAll(async () => {
    t = await startTestApp(dialect, queue === 'BullMQ' ? { REDIS_URL: REDIS_URL ?? '' } : {}, {
      jobsPrefix: prefix,
    })
    const db = t.database.db
    site = await createWebsite(db, { hosts: [SITE] })
    Object.assign(film, await addMediaItem(db, site, 'Film', { isContentDownloadable: true }))
    token = await createSession(db, site, (await createUser(db, site, { staffRole: 'editor' })).uid)
    await t.app.listen({ port: 0, host: '0.0.0.0' })
    port = (t.app.server.address() as { port: number }).port
  })
  afterAll(async () => {
    await t.app.mediaImports.idle()
    await t.close()
    if (queue !== 'BullMQ') return
    const redis = new Redis(REDIS_URL ?? '')
    const keys = await redis.keys(`${prefix}:*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('imports a finished upload, and an import run again adds its file once', async () => {
    await tus.upload(BOOKLET, {
      filename: 'livret.pdf',
      purpose: 'bonus',
      media_uid: film.mediaUid,
    })
    await t.app.mediaImports.idle()
    const [done] = await imports()
    expect(done).toMatchObject({ file_name: 'livret.pdf', status: 'done', progress: 1 })
    expect(await bonusFiles()).toHaveLength(1)

    // The same import added again, as a job added twice or run again after a crash would be.
    t.app.mediaImports.enqueue(done!.uid)
    await t.app.mediaImports.retry(done!.uid)
    await t.app.mediaImports.idle()
    expect(await bonusFiles()).toHaveLength(1)
    expect((await imports()).find((entry) => entry.uid === done!.uid)?.status).toBe('done')
  })

  it('finishes an import a stopped process left running, once the next one starts', async () => {
    const uploadId = `${site}.${randomUUID()}`
    writeFileSync(path.join(t.config.uploadDir, uploadId), BOOKLET)
    const at = new Date().toISOString()
    const uid = randomUUID()
    await insertImport(t.database.db, {
      uid,
      website_uid: site,
      staff_user_uid: '',
      upload_id: uploadId,
      file_name: 'photos.zip',
      size: BOOKLET.length,
      status: 'running',
      progress: 0.3,
      error: null,
      media_uid: null,
      item_uid: null,
      created_at: at,
      updated_at: at,
      purpose: 'bonus',
      target_media_uid: film.mediaUid,
      display_name: 'Photos',
    })
    const before = (await bonusFiles()).length
    // What every process does as it starts.
    await t.app.mediaImports.resume()
    await t.app.mediaImports.idle()
    expect((await staff<AdminMediaImport>(`/media-imports/${uid}/`)).body).toMatchObject({
      status: 'done',
      progress: 1,
    })
    expect(await bonusFiles()).toHaveLength(before + 1)
  })

  it.runIf(HAS_FFMPEG)('runs a failed import again when staff retry it', async () => {
    const text = Buffer.from('not a video at all\n'.repeat(50))
    await tus.upload(text, { filename: 'faux.mp4' })
    await t.app.mediaImports.idle()
    const failed = (await imports()).find((entry) => entry.file_name === 'faux.mp4')!
    expect(failed).toMatchObject({ status: 'failed' })
    for (let retry = 0; retry < 2; retry++) {
      const retried = await staff<AdminMediaImport>(`/media-imports/${failed.uid}/retry/`, 'POST')
      expect(retried).toMatchObject({ status: 200, body: { status: 'queued', error: null } })
      await t.app.mediaImports.idle()
      const again = await staff<AdminMediaImport>(`/media-imports/${failed.uid}/`)
      expect(again.body).toMatchObject({ status: 'failed', error: expect.stringMatching(/faux/) })
    }
  })
})

describe('retrying an import while Redis cannot be reached', () => {
  let t: TestApp
  let token = ''
  let uid = ''

  beforeAll(async () => {
    // Nothing listens on port 1: connections are refused at once.
    t = await startTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' })
    const db = t.database.db
    const site = await createWebsite(db, { hosts: [SITE] })
    token = await createSession(db, site, (await createUser(db, site, { staffRole: 'editor' })).uid)
    uid = randomUUID()
    const at = new Date().toISOString()
    await insertImport(db, {
      uid,
      website_uid: site,
      staff_user_uid: '',
      upload_id: `${site}.${uid}`,
      file_name: 'film.mp4',
      size: 10,
      status: 'failed',
      progress: 0,
      error: 'The import failed; try again, or upload the file again.',
      media_uid: null,
      item_uid: null,
      created_at: at,
      updated_at: at,
      purpose: 'item',
      target_media_uid: null,
      display_name: null,
    })
  })
  afterAll(() => t.close())

  it('answers 503 and leaves the import failed, to retry later', async () => {
    const call = (method: string, url: string) =>
      t.app.inject({
        method,
        url: `${ADMIN_API_BASE}/media-imports/${uid}/${url}`,
        headers: { host: SITE, authorization: `WebsiteToken ${token}`, 'accept-language': 'en' },
      })
    const retried = await call('POST', 'retry/')
    expect(retried.statusCode, retried.body).toBe(503)
    expect(retried.json()).toMatchObject({ type: 'ServiceUnavailable' })
    expect((await call('GET', '')).json()).toMatchObject({
      status: 'failed',
      error: 'The import failed; try again, or upload the file again.',
    })
  })
})

describe.runIf(REDIS_URL).each(DIALECTS)(
  'a web process that leaves jobs to workers (JOBS=enqueue-only), on %s',
  (dialect) => {
    let t: TestApp
    let port = 0
    let token = ''
    let mediaUid = ''
    const prefix = `vitrine-test-${randomUUID()}`
    const tus = uploadClient(
      () => `http://${SITE}:${port}`,
      () => token,
    )

    beforeAll(async () => {
      const env = { REDIS_URL: REDIS_URL ?? '', JOBS: 'enqueue-only' }
      t = await startTestApp(dialect, env, { jobsPrefix: prefix })
      const db = t.database.db
      const site = await createWebsite(db, { hosts: [SITE] })
      mediaUid = (await addMediaItem(db, site, 'Film', { isContentDownloadable: true })).mediaUid
      token = await createSession(
        db,
        site,
        (await createUser(db, site, { staffRole: 'editor' })).uid,
      )
      await t.app.listen({ port: 0, host: '0.0.0.0' })
      port = (t.app.server.address() as { port: number }).port
    })
    afterAll(async () => {
      await t.close()
      const redis = new Redis(REDIS_URL ?? '')
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    })

    it('keeps an upload queued until a worker imports it', async () => {
      await tus.upload(BOOKLET, { filename: 'livret.pdf', purpose: 'bonus', media_uid: mediaUid })
      const listed = async () =>
        (await (await tus.call(`${ADMIN_API_BASE}/media-imports/`)).json()) as AdminMediaImport[]
      expect((await listed())[0]).toMatchObject({ status: 'queued' })

      // What `npm run worker` starts, on the same database and Redis.
      const worker = startJobs(t.config, { db: t.database.db, log: t.app.log, work: true, prefix })
      try {
        const [done] = await eventually(
          'the import done by the worker',
          listed,
          ([first]) => first?.status === 'done',
          { timeoutMs: 15_000 },
        )
        expect(done).toMatchObject({ progress: 1, error: null })
      } finally {
        await worker.close()
      }
    })
  },
)
