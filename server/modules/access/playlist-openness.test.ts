import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertItem, insertPlaylist, type NewItem } from '../../db/insert.ts'
import { AppError } from '../../errors.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { findMediasGivenAway, refuseMediasGivenAway } from './playlist-openness.ts'

type Access = Pick<NewItem, 'visibilityType' | 'monetizationEnabled'>

const FREE: Access = { visibilityType: 'public' }
const MEMBERS: Access = { visibilityType: 'private' }
const PAID: Access = { visibilityType: 'public', monetizationEnabled: true }
const ON_REQUEST: Access = { visibilityType: 'on_demand' }

describe.each(DIALECTS)('the rule of medias in playlists on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let unsoldSite = ''
  let n = 0

  /** A playlist item of `access` holding one media whose own item has `mediaAccess`. */
  async function playlistOf(access: Access, mediaAccess: Access, website = site) {
    const db = t.database.db
    const name = `Film ${++n}`
    const media = { ...(await addMediaItem(db, website, name, mediaAccess)), name }
    const playlist = await insertPlaylist(db, website, {
      name: `Liste ${n}`,
      mediaUids: [media.mediaUid],
    })
    const item = await insertItem(db, website, {
      slug: `liste-${n}`,
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
      ...access,
    })
    return { item, media }
  }

  const refusal = async (website: string, playlistItemUids: string[], confirmed = false) => {
    try {
      await refuseMediasGivenAway(t.database.db, website, { playlistItemUids, confirmed })
      return null
    } catch (error) {
      return error as AppError
    }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: ['p.test'] })
    unsoldSite = await createWebsite(t.database.db, {
      hosts: ['free.test'],
      settings: { monetization_enabled: false },
    })
  })
  afterAll(() => t.close())

  it('refuses a playlist open for free to viewers a media’s own item keeps out', async () => {
    for (const [playlist, media] of [
      [FREE, PAID],
      [FREE, MEMBERS],
      [FREE, ON_REQUEST],
      [MEMBERS, PAID],
    ] as const) {
      const { item, media: given } = await playlistOf(playlist, media)
      const error = await refusal(site, [item])
      expect(error?.status, JSON.stringify([playlist, media])).toBe(409)
      expect(error?.message).toContain(`“${given.name}”`)
      expect(error?.details).toEqual({ medias: [error?.message] })
      expect(error?.fields?.medias_given_away).toMatchObject([{ uid: given.mediaUid }])
    }
  })

  it('lets a playlist open its medias to those who pay for it, subscribe or are let in', async () => {
    for (const [playlist, media] of [
      [PAID, PAID],
      [PAID, FREE],
      [ON_REQUEST, PAID],
      [MEMBERS, MEMBERS],
      [FREE, FREE],
    ] as const) {
      const { item } = await playlistOf(playlist, media)
      expect(await refusal(site, [item]), JSON.stringify([playlist, media])).toBeNull()
    }
  })

  it('takes a site that sells nothing as it is: a "paid" item is as open as its visibility', async () => {
    const { item } = await playlistOf(FREE, PAID, unsoldSite)
    expect(await refusal(unsoldSite, [item])).toBeNull()
    const members = await playlistOf(FREE, { ...PAID, visibilityType: 'private' }, unsoldSite)
    expect((await refusal(unsoldSite, [members.item]))?.status).toBe(409)
  })

  it('lets staff confirm on purpose, and finds every such playlist of the site', async () => {
    const { item } = await playlistOf(FREE, PAID)
    expect(await refusal(site, [item], true)).toBeNull()
    const everywhere = await findMediasGivenAway(t.database.db, site)
    expect(everywhere.map((entry) => entry.playlistItemUid)).toContain(item)
    // Another website's playlists are never looked at.
    const elsewhere = await findMediasGivenAway(t.database.db, unsoldSite)
    expect(elsewhere.map((entry) => entry.playlistItemUid)).not.toContain(item)
  })
})
