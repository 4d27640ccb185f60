import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../../contract/schemas/admin-audit-log.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertFile, insertItem, insertMedia, insertPlaylist } from '../../../db/insert.ts'
import { newUid } from '../../../db/uid.ts'
import { mediaStoreOf } from '../../../storage/media-store.ts'
import type { ObjectStore } from '../../../storage/object-store.ts'
import { startTestS3, type TestS3 } from '../../../storage/s3rver-test-support.ts'
import { insertAsset } from '../../media/repo.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'

const STORAGES = ['local folder', 'S3'] as const

describe.each(DIALECTS)('deleting an item removes its files, on %s', (dialect) => {
  describe.each(STORAGES)('in the %s', (storage) => {
    let s3: TestS3 | undefined
    let t: TestApp
    let store: ObjectStore
    let site = ''
    let owner = ''

    const db = () => t.database.db
    const stored = async (keys: string[]) =>
      Promise.all(keys.map(async (key) => (await store.stat(key)) !== null))
    const remove = (itemUid: string) =>
      adminCall(t, 'DELETE', `/items/${itemUid}/`, { token: owner })
    const item = (slug: string, type: 'media' | 'playlist', uid: string) =>
      insertItem(db(), site, { slug, contentObjectType: type, contentObjectUid: uid })

    /** A media as an import leaves it: renditions, HD and source, captions, poster, picture, bonus. */
    async function importedMedia(name: string, trailerUid: string | null = null) {
      const uid = newUid()
      const folder = `streams/${site}/${uid}`
      const picture = `thumbnails/${site}/${uid}/cover.jpg`
      const bonus = `bonus/${site}/${uid}/booklet.pdf`
      const keys = [
        `${folder}/hls/master.m3u8`,
        `${folder}/hls/360p/seg-0.ts`,
        `${folder}/hd.mp4`,
        `${folder}/source.mp4`,
        `${folder}/captions/fr.vtt`,
        `${folder}/poster.jpg`,
        picture,
        bonus,
      ]
      for (const key of keys) await store.write(key, Buffer.from(`${name}: ${key}`))
      await insertMedia(db(), site, { uid, name, duration: 60, thumbnail: picture, trailerUid })
      await insertAsset(db(), {
        media_uid: uid,
        website_uid: site,
        folder,
        source_hash: null,
        duration: 60,
        width: 640,
        height: 360,
        renditions: '[]',
        captions: '[{"lang":"fr","label":"Français"}]',
        created_at: new Date().toISOString(),
      })
      const file = (kind: 'hd' | 'source' | 'bonus', path: string) =>
        insertFile(db(), site, { mediaUid: uid, kind, displayName: name, size: 10, path })
      await file('hd', `${folder}/hd.mp4`)
      await file('source', `${folder}/source.mp4`)
      await file('bonus', bonus)
      return { uid, keys }
    }

    beforeAll(async () => {
      if (storage === 'S3') s3 = await startTestS3()
      t = await startTestApp(dialect, s3?.env)
      store = mediaStoreOf(t.config)
      site = await createWebsite(db(), { hosts: ['a.test'] })
      owner = await createSession(
        db(),
        site,
        (await createUser(db(), site, { staffRole: 'owner' })).uid,
      )
    })
    afterAll(async () => {
      await t.close()
      await s3?.close()
    })

    it('removes the media, its trailer and every stored file with the item, and logs them', async () => {
      const trailer = await importedMedia('Bande-annonce')
      const film = await importedMedia('Film', trailer.uid)
      const filmItem = await item(`film-${film.uid}`, 'media', film.uid)

      const answer = await remove(filmItem)
      expect(answer.statusCode, answer.body).toBe(204)
      expect(await stored([...film.keys, ...trailer.keys])).not.toContain(true)
      const medias = await db()
        .selectFrom('medias')
        .select('uid')
        .where('uid', 'in', [film.uid, trailer.uid])
        .execute()
      expect(medias).toEqual([])

      const log = await adminCall(t, 'GET', '/audit-log/?_sort=at&_order=DESC', { token: owner })
      const entries = log.json<AuditEntry[]>()
      for (const [resource, uid, name] of [
        ['item', filmItem, 'Film'],
        ['media', film.uid, 'Film'],
        ['media', trailer.uid, 'Bande-annonce'],
      ]) {
        expect(entries).toContainEqual(
          expect.objectContaining({
            action: 'delete',
            resource,
            record_uid: uid,
            before: expect.objectContaining({ name }),
            after: null,
          }),
        )
      }
    })

    it('keeps a media another item still shows, with its files', async () => {
      const shared = await importedMedia('Partagé')
      const first = await item(`un-${shared.uid}`, 'media', shared.uid)
      const second = await item(`deux-${shared.uid}`, 'media', shared.uid)

      expect((await remove(first)).statusCode).toBe(204)
      expect(await stored(shared.keys)).not.toContain(false)
      expect((await adminCall(t, 'GET', `/items/${second}/`, { token: owner })).statusCode).toBe(
        200,
      )

      expect((await remove(second)).statusCode).toBe(204)
      expect(await stored(shared.keys)).not.toContain(true)
    })

    it('takes a playlist with its medias nothing else uses, not one another item shows', async () => {
      const episode = await importedMedia('Épisode 1')
      const alsoAlone = await importedMedia('Épisode 2')
      await item(`seul-${alsoAlone.uid}`, 'media', alsoAlone.uid)
      const playlist = await insertPlaylist(db(), site, {
        name: 'Saison',
        mediaUids: [episode.uid, alsoAlone.uid],
      })
      const series = await item(`saison-${playlist}`, 'playlist', playlist)

      expect((await remove(series)).statusCode).toBe(204)
      expect(await stored(episode.keys)).not.toContain(true)
      expect(await stored(alsoAlone.keys)).not.toContain(false)
      const left = await db()
        .selectFrom('playlists')
        .select('uid')
        .where('uid', '=', playlist)
        .execute()
      expect(left).toEqual([])
    })
  })
})
