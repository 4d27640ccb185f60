import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMediaImport } from '../../../../contract/schemas/admin-media-imports.ts'
import type { AdminItemDetail } from '../../../../contract/schemas/admin-items.ts'
import { ADMIN_API_BASE, API_BASE } from '../../../../contract/values/api-paths.ts'
import { UNPUBLISHED_AT } from '../../../../contract/values/admin-items.ts'
import {
  FAILED_IMPORT_KEEP_DAYS,
  UNFINISHED_UPLOAD_KEEP_DAYS,
  UPLOADS_PATH,
} from '../../../../contract/values/admin-media-imports.ts'
import { THUMBNAIL_WIDTHS } from '../../../../contract/values/thumbnail-widths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { HAS_FFMPEG, makeClip } from '../../../../test/support/test-clip.ts'
import { resizeCacheDir } from '../../images/service.ts'
import { housekeepingOf, removeExpired } from '../../../app/housekeeping-job.ts'
import { DAY_MS } from '../../../lib/time-units.ts'
import { uploadClient } from './upload-test-support.ts'

const SITE_A = '127.0.0.1'
const SITE_B = '127.0.0.2'

describe.skipIf(!HAS_FFMPEG).each(DIALECTS)(
  'uploading videos from the back office on %s',
  (dialect) => {
    let t: TestApp
    let port = 0
    let folder = ''
    let clip: Buffer
    const tokens = { editor: '', customer: '', ownerOfB: '' }
    const sites = { a: '', b: '' }

    const origin = (host = SITE_A) => `http://${host}:${port}`
    const { call, start, send, create: createUpload } = uploadClient(origin, () => tokens.editor)
    const uploads = `${ADMIN_API_BASE}${UPLOADS_PATH}`

    /** Starts an upload and answers its address. */
    const create = (size: number, name: string, token?: string) =>
      createUpload(size, { filename: name }, { token })
    const imports = async () =>
      (await (await call(`${ADMIN_API_BASE}/media-imports/`)).json()) as AdminMediaImport[]

    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'vitrine-upload-'))
      clip = readFileSync(await makeClip(folder))
      t = await startTestApp(dialect, { UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) })
      const db = t.database.db
      const site = await createWebsite(db, { hosts: [SITE_A] })
      sites.a = site
      const siteB = await createWebsite(db, { hosts: [SITE_B] })
      sites.b = siteB
      tokens.editor = await createSession(
        db,
        site,
        (await createUser(db, site, { staffRole: 'editor' })).uid,
      )
      tokens.customer = await createSession(db, site, (await createUser(db, site)).uid)
      tokens.ownerOfB = await createSession(
        db,
        siteB,
        (await createUser(db, siteB, { staffRole: 'owner' })).uid,
      )
      await t.app.listen({ port: 0, host: '0.0.0.0' })
      port = (t.app.server.address() as { port: number }).port
    })
    afterAll(async () => {
      await t.app.mediaImports.idle()
      await t.close()
      rmSync(folder, { recursive: true, force: true })
    })

    it('resumes a cut upload where it stopped, then imports it into an unpublished item', async () => {
      const location = await create(clip.length, 'Potager en hiver.mp4')
      const half = Math.floor(clip.length / 2)
      expect((await send(location, 0, clip.subarray(0, half))).status).toBe(204)
      // The connection was cut: the client asks where the server stands, and goes on from there.
      const head = await call(location, { method: 'HEAD' })
      expect(head.headers.get('upload-offset')).toBe(String(half))
      expect((await send(location, half, clip.subarray(half))).status).toBe(204)

      await t.app.mediaImports.idle()
      const [done] = await imports()
      expect(done).toMatchObject({
        file_name: 'Potager en hiver.mp4',
        purpose: 'item',
        target_media_uid: null,
        status: 'done',
        progress: 1,
        item_name: 'Potager en hiver',
      })
      expect(done!.size).toBe(clip.length)
      const item = (await (
        await call(`${ADMIN_API_BASE}/items/${done!.item_uid}/`)
      ).json()) as AdminItemDetail
      expect(item).toMatchObject({
        name: 'Potager en hiver',
        type: 'media',
        published_at: UNPUBLISHED_AT,
      })
      const unpublished = await call(`${ADMIN_API_BASE}/items/?publication=unpublished`)
      expect(((await unpublished.json()) as { uid: string }[]).map((row) => row.uid)).toEqual([
        item.uid,
      ])
      // Unpublished: visitors do not see it.
      const visitor = await fetch(`${origin()}${API_BASE}/items/${item.slug}/`)
      expect(visitor.status).toBe(404)
      // Its poster is resized ahead for the storefront: each width, in three formats.
      await t.app.jobs.media.idle()
      const resized = readdirSync(resizeCacheDir(t.config.mediaDir), { recursive: true })
      expect(resized.filter((name) => /\.(avif|webp|jpg)$/.test(String(name)))).toHaveLength(
        Object.values(THUMBNAIL_WIDTHS).length * 3,
      )
    })

    it('keeps the bytes that arrived when the connection drops in the middle of a call', async () => {
      const location = await create(clip.length, 'Coupure.mp4')
      const file = path.join(t.config.uploadDir, location.slice(location.lastIndexOf('/') + 1))
      const half = Math.floor(clip.length / 2)
      const patch = request(`${origin()}${location}`, {
        method: 'PATCH',
        headers: {
          'Tus-Resumable': '1.0.0',
          Authorization: `WebsiteToken ${tokens.editor}`,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(clip.length),
        },
      })
      patch.on('error', () => undefined) // the cut below is the test's own
      patch.write(clip.subarray(0, half))
      await expect.poll(() => statSync(file).size).toBe(half)
      patch.destroy()

      const head = await call(location, { method: 'HEAD' })
      expect(head.headers.get('upload-offset')).toBe(String(half))
      expect(readFileSync(file).subarray(0, half).equals(clip.subarray(0, half))).toBe(true)
      expect((await send(location, half, clip.subarray(half))).status).toBe(204)
      await t.app.mediaImports.idle()
      const done = (await imports()).find((entry) => entry.file_name === 'Coupure.mp4')
      expect(done).toMatchObject({ status: 'done', size: clip.length })
    })

    it('checks the content, not the name: a text called .mp4 fails, and says why', async () => {
      const text = Buffer.from('not a video at all\n'.repeat(50))
      const location = await create(text.length, 'faux.mp4')
      expect((await send(location, 0, text)).status).toBe(204)
      await t.app.mediaImports.idle()
      const failed = (await imports()).find((entry) => entry.file_name === 'faux.mp4')
      expect(failed).toMatchObject({ status: 'failed', media_uid: null })
      // Why, in the staff member's language (French unless asked otherwise).
      expect(failed!.error).toBe('faux.mp4 n’est pas un fichier vidéo que ffmpeg sait lire')
      const inEnglish = await call(`${ADMIN_API_BASE}/media-imports/${failed!.uid}/`, {
        headers: { 'Accept-Language': 'en' },
      })
      expect(((await inEnglish.json()) as AdminMediaImport).error).toBe(
        'faux.mp4 is not a video file ffmpeg can read',
      )
      // A retry runs it again, and it fails again for the same reason.
      const retried = await call(`${ADMIN_API_BASE}/media-imports/${failed!.uid}/retry/`, {
        method: 'POST',
      })
      expect(retried.status).toBe(200)
      await t.app.mediaImports.idle()
      const again = (await imports()).find((entry) => entry.uid === failed!.uid)
      expect(again).toMatchObject({ status: 'failed' })
      const notFailed = (await imports()).find((entry) => entry.status === 'done')
      const refused = await call(`${ADMIN_API_BASE}/media-imports/${notFailed!.uid}/retry/`, {
        method: 'POST',
      })
      expect(refused.status).toBe(409)
    })

    it('refuses a file over the size limit before a byte is sent', async () => {
      const created = await start(3 * 1024 * 1024, { filename: 'big.mp4' })
      expect(created.status).toBe(413)
    })

    it("keeps uploads to the website's staff", async () => {
      const customer = await call(uploads, {
        method: 'POST',
        token: tokens.customer,
        headers: { 'Upload-Length': '10' },
      })
      expect(customer.status).toBe(403)
      const location = await create(clip.length, 'moitie.mp4')
      // Staff of another website reach neither the upload nor the list of imports.
      const elsewhere = await call(location, {
        method: 'HEAD',
        token: tokens.ownerOfB,
        host: SITE_B,
      })
      expect(elsewhere.status).toBe(404)
      const theirs = await call(`${ADMIN_API_BASE}/media-imports/`, {
        token: tokens.ownerOfB,
        host: SITE_B,
      })
      expect(await theirs.json()).toEqual([])
      // Naming the other website in the header the server uses for itself changes nothing.
      const forged = await call(uploads, {
        method: 'POST',
        token: tokens.ownerOfB,
        host: SITE_B,
        headers: { 'Upload-Length': '10', 'X-Vitrine-Website': sites.a },
      })
      expect(forged.status).toBe(201)
      expect(forged.headers.get('location')).toContain(`${UPLOADS_PATH}${sites.b}.`)
    })

    it("refuses as every other answer does, in the uploader's language, to its own origin only", async () => {
      const location = await create(clip.length, 'refus.mp4')
      const wrongOffset = await call(location, {
        method: 'PATCH',
        headers: {
          'Upload-Offset': '5',
          'Content-Type': 'application/offset+octet-stream',
          'Accept-Language': 'fr-FR',
          Origin: 'https://ailleurs.example',
        },
        body: new Uint8Array(clip.subarray(0, 10)),
      })
      expect(wrongOffset.status).toBe(409)
      expect(wrongOffset.headers.get('content-type')).toContain('application/json')
      expect(wrongOffset.headers.get('access-control-allow-origin')).toBeNull()
      expect(await wrongOffset.json()).toMatchObject({
        type: 'Conflict',
        message: expect.stringMatching(/^L’envoi n’est pas/),
      })
      const gone = await call(`${location}x`, {
        method: 'PATCH',
        headers: {
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Accept-Language': 'en',
        },
        body: new Uint8Array(clip.subarray(0, 10)),
      })
      expect(gone.status).toBe(404)
      expect(await gone.json()).toMatchObject({
        type: 'NotFound',
        message: 'No upload of this website has this id.',
      })
      // A refusal of our own (the upload's purpose) keeps its words.
      const purpose = await start(
        10,
        { filename: 'x.mp4', purpose: 'film' },
        {
          headers: { Origin: 'https://ailleurs.example' },
        },
      )
      expect(purpose.status).toBe(400)
      expect(purpose.headers.get('access-control-allow-origin')).toBeNull()
      expect(await purpose.json()).toMatchObject({ type: 'ValidationError' })
    })

    it("never lets an address of one's own upload name another website's", async () => {
      const victim = await create(clip.length, 'victime.mp4')
      expect((await send(victim, 0, clip.subarray(0, 100))).status).toBe(204)
      const victimName = victim.split('/').pop()!
      const own = await createUpload(
        10,
        { filename: 'mien.mp4' },
        { token: tokens.ownerOfB, host: SITE_B },
      )
      const ownPath = new URL(own, origin(SITE_B)).pathname
      // The other website's id after the attacker's own, in the query or in more path.
      const disguised = [
        `${ownPath}?x=/${victimName}`,
        `${ownPath}?x=%2F${victimName}`,
        `${ownPath}/${victimName}`,
        `${ownPath}/..%2F${victimName}`,
      ]
      for (const address of disguised) {
        for (const method of ['HEAD', 'PATCH', 'DELETE']) {
          const answer = await call(address, {
            method,
            token: tokens.ownerOfB,
            host: SITE_B,
            headers: {
              'Upload-Offset': '100',
              'Content-Type': 'application/offset+octet-stream',
            },
            body: method === 'PATCH' ? new Uint8Array(clip.subarray(100, 200)) : undefined,
          })
          expect([400, 404], `${method} ${address}`).toContain(answer.status)
          expect(answer.headers.get('upload-offset'), `${method} ${address}`).toBeNull()
        }
      }
      // The victim's upload is whole and untouched.
      const head = await call(victim, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('upload-offset')).toBe('100')
    })

    it('forgets an upload left unfinished, and a failed import with its file, a week on', async () => {
      const location = await create(clip.length, 'Abandon.mp4')
      expect((await send(location, 0, clip.subarray(0, 100))).status).toBe(204)
      const failed = (await imports()).find((entry) => entry.file_name === 'faux.mp4')!
      const { upload_id } = await t.database.db
        .selectFrom('media_imports')
        .select('upload_id')
        .where('uid', '=', failed.uid)
        .executeTakeFirstOrThrow()
      const failedFile = path.join(t.config.uploadDir, upload_id)
      const housekeeping = housekeepingOf(t.config, t.database.db)
      const daysOn = (days: number) => new Date(Date.now() + days * DAY_MS)
      const statuses = async () => (await imports()).map((entry) => entry.status).sort()

      const early = await removeExpired(housekeeping, daysOn(UNFINISHED_UPLOAD_KEEP_DAYS - 1))
      expect(early).toMatchObject({ abandonedUploads: 0, failedImports: 0 })
      expect((await call(location, { method: 'HEAD' })).status).toBe(200)
      // The failed import keeps its file meanwhile, for staff to retry.
      expect(statSync(failedFile).size).toBeGreaterThan(0)

      const later = await removeExpired(housekeeping, daysOn(FAILED_IMPORT_KEEP_DAYS + 1))
      expect(later.failedImports).toBe(1)
      expect(later.abandonedUploads).toBeGreaterThanOrEqual(1)
      expect((await call(location, { method: 'HEAD' })).status).toBe(404)
      expect(existsSync(failedFile)).toBe(false)
      const retry = await call(`${ADMIN_API_BASE}/media-imports/${failed.uid}/retry/`, {
        method: 'POST',
      })
      expect(retry.status).toBe(404)
      // The imports that were done stay, and the upload folder holds nothing more.
      expect(await statuses()).toEqual(['done', 'done'])
      expect(readdirSync(t.config.uploadDir)).toEqual([])
    })
  },
)
