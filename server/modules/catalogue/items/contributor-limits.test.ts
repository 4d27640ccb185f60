import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminItemDetail } from '../../../../contract/schemas/admin-items.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertCategory, insertItem, insertMedia, insertPlaylist } from '../../../db/insert.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'

/**
 * A contributor writes content, but never changes who may watch it nor deletes anything (issue
 * 43): each such change is refused whole, and the texts of a priced item still save.
 */
describe.each(DIALECTS)('what a contributor may not change, on %s', (dialect) => {
  let t: TestApp
  const tokens = { contributor: '', editor: '' }
  const uids = {
    paid: '',
    closed: '',
    freePlaylist: '',
    paidMedia: '',
    trailerMedia: '',
    nature: '',
  }

  const item = async (uid: string) =>
    (await adminCall(t, 'GET', `/items/${uid}/`, { token: tokens.editor })).json<AdminItemDetail>()
  const patch = (uid: string, payload: object, token = tokens.contributor) =>
    adminCall(t, 'PATCH', `/items/${uid}/`, { token, payload })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['a.test'] })
    uids.paidMedia = await insertMedia(db, site, { name: 'Film payant', duration: 60 })
    uids.paid = await insertItem(db, site, {
      slug: 'payant',
      contentObjectType: 'media',
      contentObjectUid: uids.paidMedia,
      monetizationEnabled: true,
      prices: [{ amount: 500, period: 48 }],
      publishedAt: '2024-01-01T00:00:00.000Z',
    })
    uids.closed = await insertItem(db, site, {
      slug: 'prive',
      contentObjectType: 'media',
      contentObjectUid: await insertMedia(db, site, { name: 'Coulisses', duration: 60 }),
      visibilityType: 'private',
      publishedAt: '2024-01-01T00:00:00.000Z',
    })
    uids.freePlaylist = await insertItem(db, site, {
      slug: 'gratuite',
      contentObjectType: 'playlist',
      contentObjectUid: await insertPlaylist(db, site, { name: 'Gratuite', mediaUids: [] }),
      publishedAt: '2024-01-01T00:00:00.000Z',
    })
    const trailer = await insertMedia(db, site, { name: 'Bande-annonce', duration: 10 })
    uids.trailerMedia = await insertMedia(db, site, {
      name: 'Avec bande-annonce',
      duration: 60,
      trailerUid: trailer,
    })
    uids.nature = await insertCategory(db, site, { slug: 'nature', name: 'Nature' })
    for (const role of ['contributor', 'editor'] as const) {
      tokens[role] = await createSession(
        db,
        site,
        (await createUser(db, site, { staffRole: role })).uid,
      )
    }
  })
  afterAll(() => t.close())

  it('refuses each change of who may watch, and changes nothing', async () => {
    const refused = [
      [uids.paid, { monetization_enabled: false }],
      [uids.paid, { is_content_downloadable: true }],
      [uids.paid, { excerpt: 'Gratuit !', monetization_enabled: false }],
      [uids.closed, { visibility_type: 'public' }],
      [uids.freePlaylist, { medias: [{ uid: uids.paidMedia }], confirm_medias_given_away: true }],
    ] as const
    for (const [uid, change] of refused) {
      const before = await item(uid)
      const answer = await patch(uid, change)
      expect(answer.statusCode, JSON.stringify(change)).toBe(403)
      expect(await item(uid), JSON.stringify(change)).toEqual(before)
    }
  })

  it('refuses every deletion', async () => {
    for (const path of [
      `/medias/${uids.trailerMedia}/trailer/`,
      `/medias/${uids.trailerMedia}/captions/fr/`,
      `/categories/${uids.nature}/thumbnail/`,
      `/categories/${uids.nature}/`,
      `/items/${uids.closed}/`,
    ]) {
      const answer = await adminCall(t, 'DELETE', path, { token: tokens.contributor })
      expect(answer.statusCode, path).toBe(403)
    }
    const media = await adminCall(t, 'GET', `/medias/${uids.trailerMedia}/`, {
      token: tokens.editor,
    })
    expect(media.json<{ trailer: unknown }>().trailer).not.toBeNull()
  })

  it("saves a contributor's texts of a priced item, sent with what they did not change", async () => {
    const before = await item(uids.paid)
    const answer = await patch(uids.paid, {
      excerpt: 'Un film sur les arbres',
      monetization_enabled: before.monetization_enabled,
      visibility_type: before.visibility_type,
      is_content_downloadable: before.is_content_downloadable,
      published_at: before.published_at,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(await item(uids.paid)).toEqual({ ...before, excerpt: 'Un film sur les arbres' })
  })

  it('lets an editor make the same changes', async () => {
    expect(
      (await patch(uids.closed, { visibility_type: 'public' }, tokens.editor)).statusCode,
    ).toBe(200)
    const free = await patch(uids.paid, { monetization_enabled: false }, tokens.editor)
    expect(free.statusCode).toBe(200)
    expect(free.json<AdminItemDetail>().monetization_enabled).toBe(false)
  })
})
