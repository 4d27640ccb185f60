import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
} from '@aws-sdk/client-s3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMediaImport } from '../../../../contract/schemas/admin-media-imports.ts'
import { UNFINISHED_UPLOAD_KEEP_DAYS } from '../../../../contract/values/admin-media-imports.ts'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { startSecondProcess, type SecondProcess } from '../../../../test/support/second-process.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { HAS_FFMPEG, makeClip } from '../../../../test/support/test-clip.ts'
import { housekeepingOf, removeExpired } from '../../../app/housekeeping-job.ts'
import { DAY_MS } from '../../../lib/time-units.ts'
import { mediaStoreOf } from '../../../storage/media-store.ts'
import { s3Client } from '../../../storage/s3-store.ts'
import { startTestS3, type TestS3 } from '../../../storage/s3rver-test-support.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { S3_UPLOADS_FOLDER } from './upload-storage.ts'
import { uploadClient } from './upload-test-support.ts'

const SITE = '127.0.0.1'
const MIB = 1024 * 1024

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port
/** The files in a process's upload folder, which it only makes for a file. */
const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder) : [])

describe.skipIf(!HAS_FFMPEG).each(DIALECTS)(
  'uploads into an S3 bucket, through two web processes, on %s',
  (dialect) => {
    let s3: TestS3
    let t: TestApp
    let second: SecondProcess
    let folder = ''
    let token = ''
    let mediaUid = ''
    let site = ''

    const byFirst = uploadClient(
      () => `http://${SITE}:${portOf(t.app)}`,
      () => token,
    )
    const bySecond = uploadClient(
      () => `http://${SITE}:${portOf(second.app)}`,
      () => token,
    )
    const bucket = () => ({ client: s3Client(t.config.s3!), Bucket: t.config.s3!.bucket })

    const imports = async () =>
      (await (await byFirst.call(`${ADMIN_API_BASE}/media-imports/`)).json()) as AdminMediaImport[]
    const importOf = async (fileName: string) =>
      (await imports()).find((entry) => entry.file_name === fileName)
    /** The names of the bucket's objects under uploads/. */
    async function uploadsInBucket() {
      const { client, Bucket } = bucket()
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: S3_UPLOADS_FOLDER }),
      )
      return (listed.Contents ?? []).map((entry) => entry.Key)
    }
    /** The parts S3 holds of the upload at `location`, as tus's S3 store asks for them. */
    async function partsOf(location: string) {
      const { client, Bucket } = bucket()
      const Key = `${S3_UPLOADS_FOLDER}${location.slice(location.lastIndexOf('/') + 1)}`
      const info = await client.send(new GetObjectCommand({ Bucket, Key: `${Key}.info` }))
      await info.Body?.transformToString()
      const UploadId = info.Metadata?.['upload-id']
      return (await client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).Parts ?? []
    }

    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'vitrine-upload-s3-'))
      s3 = await startTestS3()
      t = await startTestApp(dialect, s3.env)
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      // A machine of its own: its upload folder is not the first one's.
      second = await startSecondProcess(t, {
        config: { uploadDir: path.join(folder, 'second-uploads') },
      })
      await second.app.listen({ port: 0, host: '127.0.0.1' })
      const db = t.database.db
      site = await createWebsite(db, { hosts: [SITE] })
      token = await createSession(
        db,
        site,
        (await createUser(db, site, { staffRole: 'editor' })).uid,
      )
      mediaUid = (await addMediaItem(db, site, 'Film', { isContentDownloadable: true })).mediaUid
    })
    afterAll(async () => {
      await t?.app.mediaImports.idle()
      await second?.app.mediaImports.idle()
      await second?.close()
      await t?.close()
      await s3?.close()
      rmSync(folder, { recursive: true, force: true })
    })

    it('finishes on one process a video begun on the other, and imports it from the bucket', async () => {
      const clip = readFileSync(await makeClip(folder))
      const location = await byFirst.create(clip.length, { filename: 'Verger.mp4' })
      const half = Math.floor(clip.length / 2)
      expect((await byFirst.send(location, 0, clip.subarray(0, half))).status).toBe(204)
      // The first process is gone; the second knows where the upload stands.
      const head = await bySecond.call(location, { method: 'HEAD' })
      expect(head.headers.get('upload-offset')).toBe(String(half))
      expect((await bySecond.send(location, half, clip.subarray(half))).status).toBe(204)

      await second.app.mediaImports.idle()
      const done = await importOf('Verger.mp4')
      expect(done).toMatchObject({ status: 'done', size: clip.length, progress: 1 })
      // Its poster, made by one process, is shown by the other.
      const poster = await fetch(
        `http://${SITE}:${portOf(t.app)}/images/media/uid/${done!.media_uid}/thumbnail.jpg`,
      )
      expect(poster.status).toBe(200)
      expect(poster.headers.get('content-type')).toBe('image/jpeg')
      // Read whole: a body left unread holds the connection, and the server's close waits on it.
      expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(0)
      // Imported, the upload leaves the bucket, and no process kept it on its disk.
      expect(await uploadsInBucket()).toEqual([])
      expect(filesIn(t.config.uploadDir)).toEqual([])
      expect(filesIn(path.join(folder, 'second-uploads'))).toEqual([])
    })

    it('keeps the parts sent before a connection drops, and the rest completes the file', async () => {
      const file = randomBytes(13 * MIB)
      const fields = { filename: 'Livret.pdf', purpose: 'bonus', media_uid: mediaUid }
      const location = await byFirst.create(file.length, fields)
      const patch = request(`http://${SITE}:${portOf(t.app)}${location}`, {
        method: 'PATCH',
        headers: {
          'Tus-Resumable': '1.0.0',
          Authorization: `WebsiteToken ${token}`,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(file.length),
        },
      })
      patch.on('error', () => undefined) // the cut below is the test's own
      patch.write(file.subarray(0, 10 * MIB))
      // tus's S3 store sends 8 MiB parts: the first is in the bucket before the cut.
      await expect.poll(async () => (await partsOf(location)).length, { timeout: 15_000 }).toBe(1)
      patch.destroy()

      // Asked where it stands, the process that was cut answers once the call ended: the whole
      // part, and what came after it, kept as an incomplete part.
      const head = await byFirst.call(location, { method: 'HEAD' })
      const offset = Number(head.headers.get('upload-offset'))
      expect(offset).toBeGreaterThanOrEqual(8 * MIB)
      expect(offset).toBeLessThanOrEqual(10 * MIB)
      expect((await bySecond.send(location, offset, file.subarray(offset))).status).toBe(204)

      await second.app.mediaImports.idle()
      const done = await importOf('Livret.pdf')
      expect(done).toMatchObject({ status: 'done', purpose: 'bonus', size: file.length })
      const stored = mediaStoreOf(t.config).open(`bonus/${site}/${mediaUid}/${done!.uid}.pdf`)
      expect(Buffer.concat(await stored.toArray()).equals(file)).toBe(true)
      expect(await uploadsInBucket()).toEqual([])
    })

    it('forgets an upload staff cancel, parts and all', async () => {
      const location = await byFirst.create(9 * MIB, { filename: 'Annule.mp4' })
      expect((await byFirst.send(location, 0, randomBytes(9 * MIB - 1))).status).toBe(204)
      expect(await partsOf(location)).toHaveLength(1)
      expect((await bySecond.call(location, { method: 'DELETE' })).status).toBe(204)
      expect(await uploadsInBucket()).toEqual([])
      expect((await byFirst.call(location, { method: 'HEAD' })).status).toBe(404)
    })

    it('forgets an upload left unfinished a week after it began, parts and all', async () => {
      const location = await byFirst.create(10 * MIB, { filename: 'Abandon.mp4' })
      expect((await byFirst.send(location, 0, randomBytes(9 * MIB))).status).toBe(204)
      const { client, Bucket } = bucket()
      const Key = `${S3_UPLOADS_FOLDER}${location.slice(location.lastIndexOf('/') + 1)}`
      const info = await client.send(new HeadObjectCommand({ Bucket, Key: `${Key}.info` }))
      const UploadId = info.Metadata?.['upload-id']
      expect(await partsOf(location)).toHaveLength(1)

      const later = new Date(Date.now() + (UNFINISHED_UPLOAD_KEEP_DAYS + 1) * DAY_MS)
      const removed = await removeExpired(housekeepingOf(t.config, t.database.db), later)
      expect(removed.abandonedUploads).toBe(1)
      expect(await uploadsInBucket()).toEqual([])
      // S3 no longer keeps its parts either.
      await expect(client.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toThrow(
        expect.objectContaining({ name: 'NoSuchUpload' }),
      )
      expect((await bySecond.call(location, { method: 'HEAD' })).status).toBe(404)
    })
  },
)
