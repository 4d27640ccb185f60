import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertItem, insertPlaylist } from '../../db/insert.ts'
import { addMediaItem, addPurchase } from './test-fixtures.ts'

/**
 * A playlist's page tells which of its medias the caller may play: all of them once the
 * playlist is theirs, else those their own item opens to the caller (issue 21: "the playlist
 * page shows a locked media as locked").
 */
describe.each(DIALECTS)('locked medias of a playlist on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let playlistItem = ''

  const locks = async (headers: Record<string, string> = {}) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/coffret/`,
      headers: { host: 'locks.test', ...headers },
    })
    expect(answer.statusCode).toBe(200)
    const item = answer.json<Item>()
    return item.content_object.medias.map((media) => [media.name, media.has_access])
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: ['locks.test'] })
    const free = await addMediaItem(db, site, 'Libre', { visibilityType: 'public' })
    const paid = await addMediaItem(db, site, 'Payant', { monetizationEnabled: true })
    const members = await addMediaItem(db, site, 'Membres', { visibilityType: 'private' })
    const playlist = await insertPlaylist(db, site, {
      name: 'Coffret',
      mediaUids: [free.mediaUid, paid.mediaUid, members.mediaUid],
    })
    playlistItem = await insertItem(db, site, {
      slug: 'coffret',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
      monetizationEnabled: true,
    })
  })
  afterAll(() => t.close())

  it('shows a visitor the free media open and the others locked', async () => {
    expect(await locks()).toEqual([
      ['Libre', true],
      ['Payant', false],
      ['Membres', false],
    ])
  })

  it('opens to a signed-in member what members may watch, and no more', async () => {
    const member = await createUser(t.database.db, site)
    const token = await createSession(t.database.db, site, member.uid)
    expect(await locks(signedIn(token))).toEqual([
      ['Libre', true],
      ['Payant', false],
      ['Membres', true],
    ])
  })

  it('opens every media to the buyer of the playlist', async () => {
    const buyer = await createUser(t.database.db, site)
    await addPurchase(t.database.db, site, { userUid: buyer.uid, itemUid: playlistItem })
    const token = await createSession(t.database.db, site, buyer.uid)
    expect(await locks(signedIn(token))).toEqual([
      ['Libre', true],
      ['Payant', true],
      ['Membres', true],
    ])
  })
})
