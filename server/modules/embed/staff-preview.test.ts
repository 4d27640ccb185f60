import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { UNPUBLISHED_AT } from '../../../contract/values/admin-items.ts'
import { embedItemPath, embedMediaPath } from '../../../contract/values/embed.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { Playback } from '../../../contract/schemas/playback.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { BROWSER_ACCEPT } from '../../../test/support/browser.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { attachDemoMedia } from '../../demo/media/attach.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'

/** The `name=value` of the playback cookie an answer sets, if it sets one. */
function playbackCookie(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return all.find((cookie) => cookie.startsWith('vitrine_playback='))?.split(';')[0]
}

describe.each(DIALECTS)('staff previewing items visitors may not see yet, on %s', (dialect) => {
  let t: TestApp
  const host = 'preview.test'
  const tokens = { editor: '', contributor: '', customer: '', otherStaff: '' }
  /** A free item scheduled for later, and a paid one nobody published yet. */
  const scheduled = { item: '', media: '' }
  const unpublished = { item: '', media: '' }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } })
  const as = (token?: string) => (token ? signedIn(token) : {})

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, {
      hosts: [host],
      settings: { monetization_enabled: true },
    })
    const otherSite = await createWebsite(db, { hosts: ['other.test'] })
    const later = await addMediaItem(db, site, 'Semis de printemps', {
      publishedAt: '2999-03-20T08:00:00.000Z',
    })
    Object.assign(scheduled, { item: later.uid, media: later.mediaUid })
    const draft = await addMediaItem(db, site, 'Taille des rosiers', {
      publishedAt: UNPUBLISHED_AT,
      monetizationEnabled: true,
      prices: [{ amount: 500, period: 0 }],
    })
    Object.assign(unpublished, { item: draft.uid, media: draft.mediaUid })
    await attachDemoMedia(db, t.config.mediaDir, [site])
    const session = async (website: string, role?: 'editor' | 'contributor') =>
      createSession(db, website, (await createUser(db, website, { staffRole: role })).uid)
    tokens.editor = await session(site, 'editor')
    tokens.contributor = await session(site, 'contributor')
    tokens.customer = await session(site)
    tokens.otherStaff = await session(otherSite, 'editor')
  })
  afterAll(() => t.close())

  it('plays them to staff of any role, on addresses bound to them', async () => {
    for (const token of [tokens.editor, tokens.contributor]) {
      for (const { item } of [scheduled, unpublished]) {
        const answer = await get(`${embedItemPath(item)}playback.json`, as(token))
        expect(answer.statusCode, answer.body).toBe(200)
        const playback = answer.json<Playback>()
        expect(playback.has_access).toBe(true)
        const master = playback.medias[0]?.hls
        expect(master).toMatch(/master\.m3u8/)
        const cookie = playbackCookie(answer.headers['set-cookie'])
        expect(cookie).toBeDefined()
        expect((await get(master!, { cookie: cookie! })).statusCode).toBe(200)
        // Shared, the address plays to nobody else.
        expect((await get(master!)).statusCode).toBe(403)
      }
    }
  })

  it('shows staff the item page with its player, and the embed page of a paid draft', async () => {
    const page = await get(`${API_BASE}/items/taille-des-rosiers/`, as(tokens.contributor))
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json<Item>()).toMatchObject({ has_access: true, published_at: UNPUBLISHED_AT })
    // A preview is for watching, not for taking the files away.
    const files = await get(`${API_BASE}/items/${unpublished.item}/download/`, as(tokens.editor))
    expect(files.statusCode).not.toBe(200)
  })

  it('answers 404 to visitors and customers on every channel', async () => {
    for (const token of [undefined, tokens.customer]) {
      for (const { item } of [scheduled, unpublished]) {
        const who = `${token ? 'customer' : 'visitor'} ${item}`
        const embed = await get(`/embed/${item}/`, { ...as(token), accept: BROWSER_ACCEPT })
        expect(embed.statusCode, who).toBe(404)
        expect(embed.body, who).not.toContain('master.m3u8')
        const playback = await get(`${embedItemPath(item)}playback.json`, as(token))
        expect(playback.statusCode, who).toBe(404)
      }
      for (const slug of ['semis-de-printemps', 'taille-des-rosiers']) {
        expect((await get(`${API_BASE}/items/${slug}/`, as(token))).statusCode).toBe(404)
      }
      for (const { media } of [scheduled, unpublished]) {
        const answer = await get(`${embedMediaPath(media)}playback.json`, as(token))
        expect(answer.json<Playback>()).toMatchObject({ has_access: false })
        expect(answer.body).not.toContain('master.m3u8')
      }
      const found = await get(`${API_BASE}/items/?search=printemps rosiers`, as(token))
      expect(found.json<{ count: number }>().count).toBe(0)
    }
  })

  it('lets no staff of another website preview them', async () => {
    const answer = await get(`${embedItemPath(scheduled.item)}playback.json`, as(tokens.otherStaff))
    expect(answer.statusCode).toBe(404)
  })
})
