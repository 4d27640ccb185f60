import type { ApiError } from '../../../../contract/schemas/errors.ts'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminMediaImport } from '../../../../contract/schemas/admin-media-imports.ts'
import type { AdminMedia } from '../../../../contract/schemas/admin-medias.ts'
import { ADMIN_API_BASE, API_BASE } from '../../../../contract/values/api-paths.ts'
import type { MediaFile } from '../../../../contract/schemas/catalogue.ts'
import type { Playback } from '../../../../contract/schemas/playback.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { HAS_FFMPEG, makeClip } from '../../../../test/support/test-clip.ts'
import { addMediaItem, addPurchase } from '../../catalogue/test-fixtures.ts'
import { uploadClient } from '../imports/upload-test-support.ts'

const SITE_A = '127.0.0.1'
const SITE_B = '127.0.0.2'
const BOOKLET = Buffer.from('%PDF-1.4\n% Livret du film\n'.repeat(40))

describe.skipIf(!HAS_FFMPEG).each(DIALECTS)(
  "a media's trailer and bonus files, uploaded from the back office, on %s",
  (dialect) => {
    let t: TestApp
    let port = 0
    let folder = ''
    let clip: Buffer
    const tokens = { owner: '', editor: '', contributor: '', buyer: '', visitor: '', ownerOfB: '' }
    const film = { uid: '', mediaUid: '' }
    let trailerUid = ''

    const origin = (host = SITE_A) => `http://${host}:${port}`
    const tus = uploadClient(origin, () => tokens.editor)
    const staff = async <T>(url: string, init: { method?: string; token?: string } = {}) => {
      const answer = await tus.call(`${ADMIN_API_BASE}${url}`, init)
      return { status: answer.status, body: (await answer.json().catch(() => null)) as T }
    }
    const media = async () => (await staff<AdminMedia>(`/medias/${film.mediaUid}/`)).body
    const imports = async () => (await staff<AdminMediaImport[]>('/media-imports/')).body
    /** What the public download list gives `token`'s owner (anyone when absent). */
    const downloads = (token?: string) =>
      t.app.inject({
        url: `${API_BASE}/items/${film.uid}/download/`,
        headers: { host: SITE_A, ...(token ? signedIn(token) : {}) },
      })
    const itemCount = async () =>
      (await t.database.db.selectFrom('items').select('uid').execute()).length
    /** The refusal of an upload's start, in the §8 shape, with the request's id as every error. */
    const refusal = async (answer: Response) => {
      const body = (await answer.json()) as {
        details?: Record<string, string[]>
        request_id?: string
      }
      expect(body.request_id).toBe(answer.headers.get('x-request-id'))
      return { status: answer.status, fields: Object.keys(body.details ?? {}) }
    }

    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'vitrine-extras-'))
      clip = readFileSync(await makeClip(folder))
      t = await startTestApp(dialect, {
        UPLOAD_MAX_BYTES: String(4 * 1024 * 1024),
        BONUS_MAX_BYTES: String(1024 * 1024),
      })
      const db = t.database.db
      const site = await createWebsite(db, { hosts: [SITE_A] })
      const siteB = await createWebsite(db, { hosts: [SITE_B] })
      Object.assign(
        film,
        await addMediaItem(db, site, 'Film', {
          monetizationEnabled: true,
          isContentDownloadable: true,
          prices: [{ uid: 'price-film', amount: 500, period: 0, downloadableChoices: 1 }],
        }),
      )
      const session = async (websiteUid: string, role?: 'owner' | 'editor' | 'contributor') =>
        createSession(db, websiteUid, (await createUser(db, websiteUid, { staffRole: role })).uid)
      tokens.owner = await session(site, 'owner')
      tokens.editor = await session(site, 'editor')
      tokens.contributor = await session(site, 'contributor')
      tokens.visitor = await session(site)
      const buyer = await createUser(db, site)
      await addPurchase(db, site, { userUid: buyer.uid, itemUid: film.uid, priceUid: 'price-film' })
      tokens.buyer = await createSession(db, site, buyer.uid)
      tokens.ownerOfB = await session(siteB, 'owner')
      await t.app.listen({ port: 0, host: '0.0.0.0' })
      port = (t.app.server.address() as { port: number }).port
    })
    afterAll(async () => {
      await t.app.mediaImports.idle()
      await t.close()
      rmSync(folder, { recursive: true, force: true })
    })

    it('makes an uploaded video the trailer of the media, not a new item, and visitors play it', async () => {
      const items = await itemCount()
      await tus.upload(clip, {
        filename: 'Bande-annonce.mp4',
        purpose: 'trailer',
        media_uid: film.mediaUid,
      })
      await t.app.mediaImports.idle()

      const [imported] = await imports()
      expect(imported).toMatchObject({
        file_name: 'Bande-annonce.mp4',
        purpose: 'trailer',
        target_media_uid: film.mediaUid,
        target_media_name: 'Film',
        status: 'done',
        item_uid: null,
        item_name: null,
      })
      trailerUid = imported!.media_uid!
      expect(await itemCount()).toBe(items)
      const shown = await media()
      expect(shown.trailer).toMatchObject({ uid: trailerUid, name: 'Bande-annonce' })
      expect(shown.trailer!.duration).toBeGreaterThan(0)
      const poster = await t.app.inject({
        url: shown.trailer!.thumbnail!,
        headers: { host: SITE_A },
      })
      expect(poster.statusCode).toBe(200)
      expect(shown.imports).toEqual([])

      // Anyone may watch a trailer, before they buy.
      const playback = await t.app.inject({
        url: `/embed/${film.uid}/playback.json?trailer=1`,
        headers: { host: SITE_A },
      })
      const played = playback.json<Playback>()
      expect(played).toMatchObject({ trailer: true, has_access: true })
      expect(played.medias.map((each) => each.uid)).toEqual([trailerUid])
      expect(played.medias[0]!.hls).toBeTruthy()
    })

    it('unlinks the trailer: visitors no longer get one, and its media stays', async () => {
      const removed = await staff(`/medias/${film.mediaUid}/trailer/`, { method: 'DELETE' })
      expect(removed.status).toBe(204)
      expect((await media()).trailer).toBeNull()
      const playback = await t.app.inject({
        url: `/embed/${film.uid}/playback.json?trailer=1`,
        headers: { host: SITE_A },
      })
      expect(playback.statusCode).toBe(404)
      expect((await staff(`/medias/${trailerUid}/`)).status).toBe(200)
      const again = await staff(`/medias/${film.mediaUid}/trailer/`, { method: 'DELETE' })
      expect(again.status).toBe(404)
    })

    it('never makes a media its own trailer, and shows why on the media', async () => {
      await tus.upload(clip, { filename: 'Encore.mp4', purpose: 'trailer', media_uid: trailerUid })
      await t.app.mediaImports.idle()
      const shown = (await staff<AdminMedia>(`/medias/${trailerUid}/`)).body
      expect(shown.trailer).toBeNull()
      expect(shown.imports).toEqual([
        expect.objectContaining({ file_name: 'Encore.mp4', purpose: 'trailer', status: 'failed' }),
      ])
      expect(shown.imports[0]!.error).toMatch(/own trailer/)
    })

    it("adds a contributor's bonus file, which a buyer downloads and a visitor does not", async () => {
      await tus.upload(
        BOOKLET,
        {
          filename: 'livret.pdf',
          purpose: 'bonus',
          media_uid: film.mediaUid,
          display_name: 'Livret du film',
        },
        { token: tokens.contributor },
      )
      await tus.upload(BOOKLET, {
        filename: 'Photos.zip',
        purpose: 'bonus',
        media_uid: film.mediaUid,
      })
      await t.app.mediaImports.idle()

      const shown = await media()
      expect(shown.bonus_files).toEqual([
        { uid: expect.any(String), display_name: 'Livret du film', size: BOOKLET.length },
        { uid: expect.any(String), display_name: 'Photos', size: BOOKLET.length },
      ])
      const bought = await downloads(tokens.buyer)
      expect(bought.statusCode, bought.body).toBe(200)
      const booklet = bought.json<MediaFile[]>().find((file) => file.slug === 'livret-du-film')
      expect(booklet).toMatchObject({ display_name: 'Livret du film', size: BOOKLET.length })
      const fetched = await t.app.inject({
        url: booklet!.file,
        // Following the link is a plain navigation: the cookie the list set is its proof.
        headers: { host: SITE_A, cookie: String(bought.headers['set-cookie']).split(';')[0]! },
      })
      expect(fetched.statusCode).toBe(200)
      expect(fetched.rawPayload.equals(BOOKLET)).toBe(true)

      expect((await downloads(tokens.visitor)).statusCode).toBe(403)
      expect((await downloads()).statusCode).not.toBe(200)
    })

    it('names a second bonus file of the same name apart, by its slug', async () => {
      await tus.upload(BOOKLET, {
        filename: 'livret-v2.pdf',
        purpose: 'bonus',
        media_uid: film.mediaUid,
        display_name: 'Livret du film',
      })
      await t.app.mediaImports.idle()
      const slugs = (await downloads(tokens.buyer)).json<MediaFile[]>().map((file) => file.slug)
      expect(slugs).toEqual(expect.arrayContaining(['livret-du-film', 'livret-du-film-2']))
    })

    it('lets an editor delete a bonus file, not a contributor, and the stored file goes', async () => {
      const [first] = (await media()).bonus_files
      const row = await t.database.db
        .selectFrom('files')
        .select('path')
        .where('uid', '=', first!.uid)
        .executeTakeFirstOrThrow()
      const stored = path.join(t.config.mediaDir, row.path)
      expect(existsSync(stored)).toBe(true)
      const address = `/medias/${film.mediaUid}/bonus-files/${first!.uid}/`

      const refused = await staff(address, { method: 'DELETE', token: tokens.contributor })
      expect(refused.status).toBe(403)
      const deleted = await staff(address, { method: 'DELETE' })
      expect(deleted.status).toBe(204)
      expect((await media()).bonus_files.map((file) => file.uid)).not.toContain(first!.uid)
      const listed = (await downloads(tokens.buyer)).json<MediaFile[]>()
      expect(listed.map((file) => file.uid)).not.toContain(first!.uid)
      expect(existsSync(stored)).toBe(false)
      expect((await staff(address, { method: 'DELETE' })).status).toBe(404)
    })

    it('refuses an upload that does not say rightly what it is for, naming the key', async () => {
      const start = (fields: Record<string, string>, size = 100) => tus.start(size, fields)
      expect(await refusal(await start({ filename: 'a.mp4', purpose: 'poster' }))).toEqual({
        status: 400,
        fields: ['purpose'],
      })
      expect(await refusal(await start({ filename: 'a.mp4', purpose: 'trailer' }))).toEqual({
        status: 400,
        fields: ['media_uid'],
      })
      expect(await refusal(await start({ filename: 'a.mp4', media_uid: film.mediaUid }))).toEqual({
        status: 400,
        fields: ['purpose'],
      })
      const long = { purpose: 'bonus', media_uid: film.mediaUid, display_name: 'x'.repeat(201) }
      expect(await refusal(await start({ filename: 'a.pdf', ...long }))).toEqual({
        status: 400,
        fields: ['display_name'],
      })
      const big = await start(
        { filename: 'a.zip', purpose: 'bonus', media_uid: film.mediaUid },
        2 * 1024 * 1024,
      )
      expect(big.status).toBe(413)
      const unknown = await start({ filename: 'a.mp4', purpose: 'trailer', media_uid: 'nope' })
      expect(unknown.status).toBe(404)
    })

    it('refuses an upload in the uploader’s language, French by default', async () => {
      const poster = { filename: 'a.mp4', purpose: 'poster' }
      const message = async (answer: Response) => ((await answer.json()) as ApiError).message
      expect(await message(await tus.start(100, poster))).toBe(
        'purpose: Indiquez à quoi sert le fichier : item, trailer, bonus.',
      )
      const trailer = await tus.start(100, { filename: 'a.mp4', purpose: 'trailer' })
      expect(await message(trailer)).toBe(
        'media_uid: Indiquez le média dont ce fichier est la bande-annonce.',
      )
      const english = await tus.start(100, poster, { headers: { 'Accept-Language': 'en' } })
      expect(await message(english)).toBe(
        'purpose: Say what the file is for: item, trailer, bonus.',
      )
    })

    it("keeps another website's staff away from this website's medias", async () => {
      const elsewhere = { token: tokens.ownerOfB, host: SITE_B }
      const started = await tus.start(
        clip.length,
        { filename: 'a.mp4', purpose: 'trailer', media_uid: film.mediaUid },
        elsewhere,
      )
      expect(started.status).toBe(404)
      const [bonus] = (await media()).bonus_files
      for (const [method, url] of [
        ['GET', `/medias/${film.mediaUid}/`],
        ['DELETE', `/medias/${film.mediaUid}/trailer/`],
        ['DELETE', `/medias/${film.mediaUid}/bonus-files/${bonus!.uid}/`],
      ] as const) {
        const answer = await tus.call(`${ADMIN_API_BASE}${url}`, { method, ...elsewhere })
        expect(answer.status, `${method} ${url}`).toBe(404)
      }
      expect((await media()).bonus_files.map((file) => file.uid)).toContain(bonus!.uid)
    })

    it('writes each change to the audit log: trailer and bonus files before and after', async () => {
      const log = await staff<{ record_uid: string; before: unknown; after: unknown }[]>(
        '/audit-log/?resource=media',
        { token: tokens.owner },
      )
      expect(log.status).toBe(200)
      const changes = log.body.filter((entry) => entry.record_uid === film.mediaUid)
      const trailer = { uid: trailerUid, name: 'Bande-annonce' }
      expect(changes).toContainEqual(
        expect.objectContaining({ before: { trailer: null }, after: { trailer } }),
      )
      expect(changes).toContainEqual(
        expect.objectContaining({ before: { trailer }, after: { trailer: null } }),
      )
      const named = (entry: unknown) =>
        (entry as { bonus_files?: { display_name: string }[] }).bonus_files?.map(
          (file) => file.display_name,
        )
      expect(changes.map((entry) => named(entry.after))).toContainEqual(['Livret du film'])
      // The deletion: one file fewer after than before.
      expect(
        changes.some(
          (entry) => (named(entry.before)?.length ?? 0) > (named(entry.after)?.length ?? 0),
        ),
      ).toBe(true)
    })

    it('is described in the OpenAPI document, each call with its summary', async () => {
      const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths
      const media = `${ADMIN_API_BASE}/medias/{uid}/`
      expect(paths[media].get.description).toContain('purpose')
      expect(paths[`${media}trailer/`].delete.summary).toMatch(/trailer/)
      const bonus = paths[`${media}bonus-files/{file_uid}/`].delete
      expect(bonus.summary).toMatch(/bonus file/)
      expect(Object.keys(bonus.responses)).toEqual(expect.arrayContaining(['204', '403', '404']))
    })
  },
)
