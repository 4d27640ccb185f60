import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_BASE,
  BLOCK_COMPONENTS,
  BLOCK_LAYOUTS,
  SOCIAL_NETWORKS,
  type Block,
  type ButtonProps,
} from '../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { verifyPassword } from '../modules/auth/password.ts'
import { findMediasGivenAway } from '../modules/access/playlist-openness.ts'
import { playlistSeconds } from './media/playlist-seconds.ts'
import { SHOWCASE_PAGE_UID } from './home-page.ts'
import { seedDemoIfEmpty } from './seed.ts'
import { SWISS_RED } from './swiss-site.ts'

const MAIN = 'vitrine-demo'

/** How many rows share each key. */
function countsBy<T>(rows: T[], key: (row: T) => string): number[] {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1)
  return [...counts.values()]
}
const SWISS = 'vitrine-suisse'

describe.each(DIALECTS)('demo websites on %s', (dialect) => {
  let t: TestApp
  const db = () => t.database.db
  const count = async (table: 'items' | 'categories' | 'medias' | 'prices', site = MAIN) =>
    (await db().selectFrom(table).select('uid').where('website_uid', '=', site).execute()).length

  /** Whether the first call on the empty database seeded it. */
  let seeded: boolean

  // One seed serves every test here: it draws some 160 pictures.
  beforeAll(async () => {
    t = await startTestApp(dialect)
    seeded = await seedDemoIfEmpty(t.database, t.config)
  })
  afterAll(() => t.close())

  it('creates both demo websites once, however often it is asked', async () => {
    expect(seeded).toBe(true)
    expect(await seedDemoIfEmpty(t.database, t.config)).toBe(false)
    const websites = await db().selectFrom('websites').select('name').orderBy('name').execute()
    expect(websites.map((w) => w.name)).toEqual(['Vitrine Démo', 'Vitrine Suisse'])
  })

  it('answers the demo settings on localhost, with socials, partners and a home page', async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/website/`,
      headers: { host: 'localhost:3000' },
    })
    expect(answer.statusCode).toBe(200)
    const settings = answer.json()
    expect(settings).toMatchObject({
      name: 'Vitrine Démo',
      monetization_currency: 'eur',
      monetization_tips_enabled: true,
      auth_users_registration_enabled: true,
      show_legal: true,
      options_share_btn: true,
      options: { subcategoryImage: 'icon' },
    })
    expect(Object.keys(settings.socials).sort()).toEqual([...SOCIAL_NETWORKS].sort())
    expect(settings.partners.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'craftsman',
      'detection-shop',
      'promo-code',
    ])
    const page = await db()
      .selectFrom('pages')
      .select('uid')
      .where('uid', '=', settings.home_page)
      .where('website_uid', '=', MAIN)
      .executeTakeFirst()
    expect(page).toBeDefined()
  })

  it('answers the Swiss site, in francs and with sign-in forced, on its own hosts', async () => {
    for (const host of ['127.0.0.2', 'suisse.localhost:3000']) {
      const answer = await t.app.inject({ url: `${API_BASE}/website/`, headers: { host } })
      expect(answer.json()).toMatchObject({
        name: 'Vitrine Suisse',
        monetization_currency: 'chf',
        auth_force_login: true,
      })
    }
    expect(await count('items', SWISS)).toBeGreaterThanOrEqual(10)
    expect(await count('categories', SWISS)).toBe(2)
  })

  it('has at least 8 navbar categories, nested two levels deep, with pictures', async () => {
    const categories = await db()
      .selectFrom('categories')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    expect(categories.filter((c) => c.is_on_navbar === 1).length).toBeGreaterThanOrEqual(8)
    const byUid = new Map(categories.map((c) => [c.uid, c]))
    const grandChildren = categories.filter((c) => byUid.get(c.parent_uid ?? '')?.parent_uid)
    expect(grandChildren.length).toBeGreaterThan(0)
    expect(categories.every((c) => c.thumbnail && c.icon)).toBe(true)
    expect(new Set(categories.map((c) => c.order_by)).size).toBe(4)
  })

  it('has at least 60 items in every visibility, with media, playlists and live events', async () => {
    const items = await db()
      .selectFrom('items')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    expect(items.length).toBeGreaterThanOrEqual(60)
    expect(new Set(items.map((i) => i.visibility_type))).toEqual(
      new Set(['public', 'private', 'on_demand']),
    )
    expect(items.some((i) => i.monetization_enabled === 1)).toBe(true)
    expect(new Set(items.map((i) => i.content_object_type))).toEqual(
      new Set(['media', 'playlist', 'live']),
    )
    expect(items.some((i) => i.search_text.includes('eleve'))).toBe(true)
    const sizes = await db()
      .selectFrom('playlist_medias')
      .select(['playlist_uid'])
      .where('website_uid', '=', MAIN)
      .execute()
    const perPlaylist = countsBy(sizes, (row) => row.playlist_uid)
    expect(perPlaylist.every((n) => n >= 3 && n <= 6)).toBe(true)
    const years = items.map((i) => Date.parse(i.published_at))
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThan(300 * 86_400_000)
  })

  it('offers every price shape: rentals, unlimited, each download choice, several per item', async () => {
    const prices = await db()
      .selectFrom('prices')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    expect(new Set(prices.map((p) => p.period))).toEqual(new Set([0, 48, 168]))
    expect(new Set(prices.map((p) => p.downloadable_choices))).toEqual(new Set([null, 1, 2, 3]))
    const perItem = countsBy(prices, (p) => p.item_uid)
    expect(Math.max(...perItem)).toBeGreaterThanOrEqual(3)
  })

  it('puts items in two or three plans, monthly and yearly, and gives some a trailer and files', async () => {
    const plans = await db()
      .selectFrom('plans')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    expect(new Set(plans.map((p) => p.interval))).toEqual(new Set(['month', 'year']))
    const links = await db()
      .selectFrom('item_plans')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    const perItem = countsBy(links, (l) => l.item_uid)
    expect(perItem).toContain(2)
    expect(perItem).toContain(3)
    const trailers = await db()
      .selectFrom('medias')
      .select('trailer_uid')
      .where('website_uid', '=', MAIN)
      .where('trailer_uid', 'is not', null)
      .execute()
    expect(trailers.length).toBeGreaterThan(0)
    const files = await db()
      .selectFrom('files')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    expect(new Set(files.map((f) => f.kind))).toEqual(new Set(['hd', 'source', 'bonus']))
    expect(files.filter((f) => f.kind === 'bonus').every((f) => f.slug)).toBe(true)
  })

  it('has a curated home page with a hidden block, and every block and layout on the showcase', async () => {
    const blocksOf = async (uid: string) => {
      const page = await db()
        .selectFrom('pages')
        .select('content')
        .where('website_uid', '=', MAIN)
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
      return JSON.parse(page.content) as Block[]
    }
    const home = await blocksOf((await settingsOf(MAIN)).home_page ?? '')
    expect(home.filter((b) => b.is_displayed).length).toBeLessThan(15)
    expect(home.some((b) => !b.is_displayed)).toBe(true)
    const showcase = await blocksOf(SHOWCASE_PAGE_UID)
    for (const component of BLOCK_COMPONENTS) {
      const layouts = new Set(
        showcase.filter((b) => b.component === component).map((b) => b.fields.layout),
      )
      expect(layouts, component).toEqual(new Set(BLOCK_LAYOUTS[component]))
    }
  })

  it('has a French legal notice and demo accounts that sign in with their passwords', async () => {
    const legal = await db()
      .selectFrom('snippets')
      .select('html')
      .where('website_uid', '=', MAIN)
      .where('key', '=', 'legal')
      .executeTakeFirstOrThrow()
    expect(legal.html).toContain('Éditeur du site')
    const users = await db()
      .selectFrom('users')
      .selectAll()
      .where('website_uid', '=', MAIN)
      .execute()
    const customer = users.find((u) => u.email === 'client@vitrine.demo')
    const staff = users.find((u) => u.email === 'staff@vitrine.demo')
    expect(await verifyPassword('vitrine-demo', customer?.password_hash ?? '')).toBe(true)
    expect(await verifyPassword('vitrine-staff', staff?.password_hash ?? '')).toBe(true)
    expect(staff?.staff_role).toBe('owner')
  })

  it('gives no media away through a playlist: each plays to a visitor exactly as its own item does', async () => {
    for (const site of [MAIN, SWISS]) {
      expect(await findMediasGivenAway(db(), site)).toEqual([])
    }
    const mediaItems = await db()
      .selectFrom('items')
      .select(['uid', 'content_object_uid'])
      .where('website_uid', '=', MAIN)
      .where('content_object_type', '=', 'media')
      .execute()
    const inPlaylists = new Set(
      (
        await db()
          .selectFrom('playlist_medias')
          .select('media_uid')
          .where('website_uid', '=', MAIN)
          .execute()
      ).map((row) => row.media_uid),
    )
    const playback = async (url: string) =>
      (await t.app.inject({ url, headers: { host: 'localhost' } })).json<{ has_access: boolean }>()
    let checked = 0
    for (const item of mediaItems.filter((row) => inPlaylists.has(row.content_object_uid))) {
      const own = await playback(`/embed/${item.uid}/playback.json`)
      const alone = await playback(`/embed/media/${item.content_object_uid}/playback.json`)
      expect(alone.has_access, item.uid).toBe(own.has_access)
      checked++
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('writes a thumbnail picture for every media, playlist and category', async () => {
    const rows = [
      ...(await db().selectFrom('medias').select('thumbnail').execute()),
      ...(await db().selectFrom('playlists').select('thumbnail').execute()),
      ...(await db().selectFrom('categories').select(['thumbnail']).execute()),
    ]
    const missing = rows.filter(
      (r) => !r.thumbnail || !existsSync(path.join(t.config.mediaDir, r.thumbnail)),
    )
    expect(missing).toEqual([])
  })

  it('plays every demo media for as long as its card says', async () => {
    const medias = await db()
      .selectFrom('medias')
      .innerJoin('media_assets', 'media_assets.media_uid', 'medias.uid')
      .select(['medias.uid', 'medias.duration', 'media_assets.folder'])
      .select('media_assets.duration as played')
      .where('medias.website_uid', 'in', [MAIN, SWISS])
      .execute()
    expect(medias.length).toBe((await count('medias')) + (await count('medias', SWISS)))
    for (const media of medias) {
      const playlist = path.join(t.config.mediaDir, media.folder, 'hls/720p/index.m3u8')
      expect(playlistSeconds(playlist), media.uid).toBeCloseTo(media.duration, 1)
      expect(media.played, media.uid).toBe(media.duration)
      expect(media.duration).toBeLessThan(60)
    }
    expect(new Set(medias.map((media) => media.folder)).size).toBeGreaterThanOrEqual(5)
  })

  it('labels every download with the picture and byte size of the file it serves', async () => {
    const files = await db()
      .selectFrom('files')
      .selectAll()
      .where('website_uid', 'in', [MAIN, SWISS])
      .execute()
    for (const file of files) {
      const onDisk = statSync(path.join(t.config.mediaDir, file.path))
      expect(file.size, file.display_name).toBe(onDisk.size)
      if (file.kind !== 'bonus') expect(file.display_name).toContain(` ${file.height}p`)
    }
  })

  it('dresses the Swiss site in red: its theme and every button of its home page', async () => {
    const settings = await settingsOf(SWISS)
    expect(settings.colors_primary).toBe(SWISS_RED)
    const page = await db()
      .selectFrom('pages')
      .select('content')
      .where('uid', '=', settings.home_page)
      .executeTakeFirstOrThrow()
    expect(page.content).not.toContain('#884aff')
    const blocks = JSON.parse(page.content) as Block[]
    const buttons = blocks.flatMap((block) =>
      Object.entries(block.fields)
        .filter(([key]) => key.startsWith('button'))
        .map(([, button]) => button as ButtonProps),
    )
    expect(buttons.length).toBeGreaterThan(0)
    for (const button of buttons) expect([SWISS_RED, '#ffffff']).toContain(button.color)
    expect(buttons.filter((b) => b.variant === 'contained').map((b) => b.color)).toContain(
      SWISS_RED,
    )
  })

  it('does not seed again a database that already has websites', async () => {
    const before = await Promise.all([count('items'), count('medias'), count('prices')])
    expect(await seedDemoIfEmpty(t.database, t.config)).toBe(false)
    expect(await Promise.all([count('items'), count('medias'), count('prices')])).toEqual(before)
  })

  async function settingsOf(site: string) {
    const row = await db()
      .selectFrom('websites')
      .select('settings')
      .where('uid', '=', site)
      .executeTakeFirstOrThrow()
    return JSON.parse(row.settings) as { home_page: string; colors_primary: string }
  }
})
