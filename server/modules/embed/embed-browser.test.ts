import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Browser, type Frame, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import {
  AUTOPLAY_FLAG,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  HIDE_MEDIA_SOURCE,
} from '../../../test/support/chromium.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { attachDemoMedia, DEMO_STREAM_FOLDER } from '../../demo/media/attach.ts'
import { insertItem, insertMedia, insertPlaylist } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { addMediaItem, addPurchase } from '../catalogue/test-fixtures.ts'
import { LIVE_MASTER_TEXT, liveDir } from '../live/ingest-packager.ts'
import { claimPublisher, insertLiveEvent, writeOnAir } from '../live/repo.ts'

interface Recorded {
  source: string
  type: string
  itemUid: string | null
  mediaUid: string
}

/**
 * The embed player in real Chromium against the real server on a loopback port, playing the
 * demo's committed renditions. The browser decides nothing about the database, so one dialect.
 */
describe('the embed player in Chromium', () => {
  let t: TestApp
  let browser: Browser
  let origin = ''
  let parentServer: Server
  let parentOrigin = ''
  const items = { single: '', playlist: '', paid: '', long: '', live: '' }
  const live = { event: '', site: '' }
  const playlistMedias: string[] = []
  let buyerToken = ''
  let singleMedia = ''

  beforeAll(async () => {
    t = await startTestApp('sqlite')
    const db = t.database.db
    const site = await createWebsite(db, {
      hosts: ['127.0.0.1'],
      settings: { monetization_enabled: true },
    })
    const single = await addMediaItem(db, site, 'Mire')
    items.single = single.uid
    singleMedia = single.mediaUid
    items.paid = (
      await addMediaItem(db, site, 'Film payant', {
        media: { thumbnail: `${DEMO_STREAM_FOLDER}/poster.jpg` },
        monetizationEnabled: true,
        prices: [{ amount: 500, period: 0 }],
      })
    ).uid
    // 13 s, the demo's longest clip: room for the 10 s shortcuts.
    items.long = (await addMediaItem(db, site, 'Automate', { media: { duration: 13 } })).uid
    for (const name of ['Épisode 1', 'Épisode 2']) {
      playlistMedias.push(await insertMedia(db, site, { name, duration: 10 }))
    }
    const playlist = await insertPlaylist(db, site, { name: 'Série', mediaUids: playlistMedias })
    items.playlist = await insertItem(db, site, {
      slug: 'serie',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
    })
    await attachDemoMedia(db, t.config.mediaDir, [site])
    // A free live event starting in an hour and a half.
    live.site = site
    live.event = newUid()
    await insertLiveEvent(db, {
      uid: live.event,
      website_uid: site,
      item_uid: newUid(),
      name: 'Concert',
      starts_at: new Date(Date.now() + 5_400_000).toISOString(),
      expected_duration: 3600,
      stream_key_nonce: newUid(),
      stream_key_hash: newUid(),
      created_at: new Date().toISOString(),
    })
    items.live = await insertItem(db, site, {
      slug: 'concert',
      contentObjectType: 'live',
      contentObjectUid: live.event,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    })
    const buyer = await createUser(db, site)
    await addPurchase(db, site, { userUid: buyer.uid, itemUid: items.paid })
    buyerToken = await createSession(db, site, buyer.uid)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    parentServer = createServer((request, response) => {
      const embed = new URL(request.url ?? '/', 'http://x').searchParams.get('embed') ?? ''
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><html lang="en"><title>Parent</title><body>
        <script>
          window.recorded = []
          addEventListener('message', (event) => window.recorded.push(event.data))
        </script>
        <iframe title="Vitrine" width="640" height="480" allow="autoplay" src="${embed}"></iframe>
        </body></html>`)
    })
    await new Promise<void>((resolve) => parentServer.listen(0, '127.0.0.1', resolve))
    parentOrigin = `http://127.0.0.1:${(parentServer.address() as AddressInfo).port}`
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, AUTOPLAY_FLAG],
    })
  })
  afterAll(async () => {
    await browser?.close()
    parentServer?.close()
    await t?.close()
  })

  /** A page of another origin (a second loopback server) framing the embed, recording its messages. */
  async function framed(
    embedPath: string,
    options: { withoutMediaSource?: boolean } = {},
  ): Promise<{ page: Page; frame: Frame }> {
    const page = await browser.newPage({ locale: 'fr-FR' })
    // As on an iPhone, with native HLS and no Media Source: the player must not take hls.js.
    if (options.withoutMediaSource) await page.addInitScript(HIDE_MEDIA_SOURCE)
    await page.goto(`${parentOrigin}/?embed=${encodeURIComponent(`${origin}${embedPath}`)}`)
    const handle = await page.waitForSelector('iframe')
    const frame = (await handle.contentFrame())!
    await frame.waitForLoadState('load')
    return { page, frame }
  }

  /** The embed page opened directly, in a context of its own (`page.context().close()`). */
  async function opened(
    embedPath: string,
    options: { withoutMediaSource?: boolean; locale?: string } = {},
  ): Promise<Page> {
    const context = await browser.newContext({ locale: options.locale ?? 'fr-FR' })
    if (options.withoutMediaSource) await context.addInitScript(HIDE_MEDIA_SOURCE)
    const page = await context.newPage()
    await page.goto(`${origin}${embedPath}`)
    return page
  }

  const recorded = (page: Page) =>
    page.evaluate(() => (window as never as { recorded: Recorded[] }).recorded)
  const hlsJsLoaded = (frame: Frame) =>
    frame.evaluate(() => typeof (window as never as { Hls?: unknown }).Hls === 'function')
  const currentTime = (frame: Frame) =>
    frame.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)

  it('plays a media once its play button is pressed, and says so to the parent page', async () => {
    const { page, frame } = await framed(`/embed/${items.single}/`)
    try {
      await frame.getByRole('button', { name: 'Lire — Mire' }).click()
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(0.5)
      const types = (await recorded(page)).map((message) => message.type)
      expect(types).toContain('ready')
      expect(types).toContain('playing')
      expect((await recorded(page)).every((m) => m.source === 'vitrine-embed')).toBe(true)
    } finally {
      await page.close()
    }
  })

  it('asked to play where sound needs a tap, plays muted rather than waiting for one', async () => {
    // Chromium's own policy, as a visitor has it: no autoplay with sound before a tap.
    const strict = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--autoplay-policy=document-user-activation-required'],
    })
    try {
      const page = await strict.newPage({ locale: 'fr-FR' })
      await page.goto(`${origin}/embed/${items.single}/?autoplay=1&t=1`)
      const video = page.locator('video')
      const state = () =>
        video.evaluate((v: HTMLVideoElement) => ({
          playing: !v.paused && v.currentTime > 1.5,
          muted: v.muted,
        }))
      await expect.poll(state, { timeout: 15_000 }).toEqual({ playing: true, muted: true })
      await expect.poll(() => page.locator('.play').isHidden()).toBe(true)
    } finally {
      await strict.close()
    }
  })

  it('stays paused when paused while its start is on its way, neither muted nor started again', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    // The remote's OK (or a tap) comes before the first play() has settled: that play() is
    // interrupted (AbortError), which is no refusal of sound.
    await context.addInitScript(() => {
      const state = window as never as { firstPlay?: string }
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const started = play.call(this)
        if (state.firstPlay === undefined) {
          state.firstPlay = 'pending'
          this.pause()
          started.then(
            () => (state.firstPlay = 'played'),
            (error: Error) => (state.firstPlay = error.name),
          )
        }
        return started
      }
    })
    try {
      const page = await context.newPage()
      await page.goto(`${origin}/embed/${items.single}/?autoplay=1`)
      const firstPlay = () =>
        page.evaluate(() => (window as never as { firstPlay?: string }).firstPlay ?? null)
      await expect.poll(firstPlay, { timeout: 15_000 }).toBe('AbortError')
      const video = page.locator('video')
      expect(
        await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted })),
      ).toEqual({ paused: true, muted: false })
    } finally {
      await context.close()
    }
  })

  it('plays HLS natively where the browser has no Media Source (an iPhone), without hls.js', async () => {
    const { page, frame } = await framed(`/embed/${items.single}/?autoplay=1`, {
      withoutMediaSource: true,
    })
    try {
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(0.5)
      const source = await frame.locator('video').evaluate((video: HTMLVideoElement) => video.src)
      expect(source).toMatch(/\/hls\/master\.m3u8\?v=[^&]+&e=\d+&s=/)
      expect(await hlsJsLoaded(frame)).toBe(false)
    } finally {
      await page.close()
    }
  })

  it('plays through hls.js, preloading the first addresses, even where the browser has HLS', async () => {
    const { page, frame } = await framed(`/embed/${items.single}/?autoplay=1`)
    try {
      // This Chromium plays HLS itself; hls.js is taken anyway, for the choice of quality.
      const native = await frame.evaluate(() =>
        document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
      )
      expect(native).not.toBe('')
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(0.5)
      const source = await frame.locator('video').evaluate((video: HTMLVideoElement) => video.src)
      expect(source).toMatch(/^blob:/)
      expect(await hlsJsLoaded(frame)).toBe(true)
      expect(await frame.locator('link[rel=preload]').count()).toBe(3)
    } finally {
      await page.close()
    }
  })

  it.each([
    { player: 'native HLS', withoutMediaSource: true },
    { player: 'hls.js', withoutMediaSource: false },
  ])('moves a playlist on to the next media at the end of one ($player)', async (options) => {
    const { page, frame } = await framed(`/embed/${items.playlist}/?autoplay=1`, options)
    try {
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(0.2)
      await frame.locator('video').evaluate((video: HTMLVideoElement) => {
        video.currentTime = video.duration - 0.3
      })
      await expect
        .poll(async () => (await recorded(page)).find((m) => m.type === 'media-changed'), {
          timeout: 15_000,
        })
        .toMatchObject({ itemUid: items.playlist, mediaUid: playlistMedias[1] })
      expect((await recorded(page)).map((m) => m.type)).toContain('ended')
      await expect(
        frame.getByRole('button', { name: /Épisode 2/ }).getAttribute('aria-current'),
      ).resolves.toBe('true')
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(0.2)
    } finally {
      await page.close()
    }
  })

  it('obeys the storefront asking for another media of the playlist', async () => {
    const { page, frame } = await framed(`/embed/${items.playlist}/`)
    try {
      await expect.poll(async () => (await recorded(page)).length).toBeGreaterThan(0)
      await page.evaluate((mediaUid) => {
        const target = document.querySelector('iframe')!.contentWindow!
        target.postMessage({ source: 'vitrine-storefront', type: 'select-media', mediaUid }, '*')
      }, playlistMedias[1])
      await expect
        .poll(async () => (await recorded(page)).find((m) => m.type === 'media-changed'))
        .toMatchObject({ mediaUid: playlistMedias[1] })
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(0.2)
    } finally {
      await page.close()
    }
  })

  it('shows the poster, a message and a link to the item, not the video, without access', async () => {
    const page = await browser.newPage({ locale: 'en-GB' })
    try {
      await page.goto(`${origin}/embed/${items.paid}/`)
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/restricted/)
      expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('')
      expect(await page.locator('video').isHidden()).toBe(true)
      expect(await page.getByRole('img', { name: 'Film payant' }).isVisible()).toBe(true)
      const link = page.getByRole('link', { name: 'See the video on the website' })
      expect(await link.isVisible()).toBe(true)
      expect(await link.getAttribute('href')).toBe('/film-payant')
    } finally {
      await page.close()
    }
  })

  it('plays a paid item for its buyer, signed in on the storefront of the same origin', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    await context.addInitScript((token) => localStorage.setItem('auth', token), buyerToken)
    const page = await context.newPage()
    try {
      await page.goto(`${origin}/embed/${items.paid}/?autoplay=1`)
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0.2)
      expect(await page.getByRole('status').isHidden()).toBe(true)
      expect(await page.locator('.site-link').isHidden()).toBe(true)
    } finally {
      await context.close()
    }
  })

  it("starts where asked and reports a signed-in viewer's progress to the server", async () => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    await context.addInitScript((token) => localStorage.setItem('auth', token), buyerToken)
    const page = await context.newPage()
    const position = () =>
      t.database.db
        .selectFrom('playback_positions')
        .select(['position', 'finished', 'last_kind'])
        .where('media_uid', '=', singleMedia)
        .executeTakeFirst()
    try {
      await page.goto(`${origin}/embed/${items.single}/?autoplay=1&t=2`)
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
          timeout: 15_000,
        })
        .toBeGreaterThan(2)
      await expect.poll(position, { timeout: 15_000 }).toMatchObject({ last_kind: 'started' })
      expect((await position())!.position).toBeGreaterThanOrEqual(2)
      await page.locator('video').evaluate((video: HTMLVideoElement) => {
        video.currentTime = video.duration - 0.3
      })
      await expect
        .poll(position, { timeout: 15_000 })
        .toMatchObject({ last_kind: 'completed', finished: 1 })
    } finally {
      await context.close()
    }
  })

  it('has no accessibility violations, for a media and for a playlist', async () => {
    for (const path of [`/embed/${items.single}/`, `/embed/${items.playlist}/`]) {
      const context = await browser.newContext({ locale: 'fr-FR' })
      const page = await context.newPage()
      try {
        await page.goto(`${origin}${path}`)
        await page.locator('video').waitFor({ state: 'visible' })
        const results = await new AxeBuilder({ page }).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
      } finally {
        await context.close()
      }
    }
  })
  const showingCaptions = (page: Page) =>
    page
      .locator('video')
      .evaluate((video: HTMLVideoElement) =>
        [...video.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
      )
  /** The text of the element with the focus, through the shadow roots it sits in. */
  const focusedText = (page: Page) =>
    page.evaluate(() => {
      let focused = document.activeElement
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
      return focused?.textContent?.trim() ?? ''
    })

  it('turns English captions on with the keyboard alone, and keeps them for the next visit', async () => {
    const page = await opened(`/embed/${items.single}/`, { locale: 'en-GB' })
    try {
      await page.getByRole('button', { name: 'Play — Mire' }).waitFor()
      await page.getByRole('button', { name: 'Captions' }).focus()
      await page.keyboard.press('Enter')
      // The menu takes the focus when it opens; the arrows move it from item to item.
      await expect.poll(() => focusedText(page)).toMatch(/^(Off|Français|English)$/)
      for (let step = 0; step < 3 && (await focusedText(page)) !== 'English'; step += 1) {
        const before = await focusedText(page)
        await page.keyboard.press('ArrowDown')
        await expect.poll(() => focusedText(page)).not.toBe(before)
      }
      expect(await focusedText(page)).toBe('English')
      await page.keyboard.press('Enter')
      await expect.poll(() => showingCaptions(page)).toEqual(['en'])
      await page.reload()
      await page.getByRole('button', { name: 'Play — Mire' }).waitFor()
      await expect.poll(() => showingCaptions(page)).toEqual(['en'])
    } finally {
      await page.context().close()
    }
  })

  it('lists auto and the renditions in the quality menu, and plays the one picked', async () => {
    // Chromium as it is: it could play HLS itself, which would leave only "Automatique".
    const page = await opened(`/embed/${items.single}/?autoplay=1`)
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    try {
      await expect
        .poll(() => currentTime(page.mainFrame()), { timeout: 15_000 })
        .toBeGreaterThan(0.2)
      const qualityButton = page.getByRole('button', { name: 'Qualité' })
      await qualityButton.click()
      const choices = page.getByRole('menuitemradio')
      await expect
        .poll(() => choices.allTextContents())
        .toEqual([
          expect.stringMatching(/^\s*720p\s*$/),
          expect.stringMatching(/^\s*360p\s*$/),
          expect.stringMatching(/^\s*Automatique/),
        ])
      for (const rung of ['720p', '360p']) {
        asked.length = 0
        if ((await qualityButton.getAttribute('aria-expanded')) !== 'true')
          await qualityButton.click()
        await page.getByRole('menuitemradio', { name: rung, exact: true }).click()
        const segment = new RegExp(`/${rung}/[^/?]+\\.ts\\?`)
        await expect
          .poll(() => asked.some((url) => segment.test(url)), { timeout: 15_000 })
          .toBe(true)
        if ((await qualityButton.getAttribute('aria-expanded')) !== 'true')
          await qualityButton.click()
        await expect
          .poll(() =>
            page
              .getByRole('menuitemradio', { name: rung, exact: true })
              .getAttribute('aria-checked'),
          )
          .toBe('true')
      }
    } finally {
      await page.context().close()
    }
  })

  it('answers the keyboard: k plays and pauses, j and l move 10 s, arrows 5 s, m mutes', async () => {
    const page = await opened(`/embed/${items.long}/?autoplay=1`)
    const video = page.locator('video')
    const timeRange = page.locator('media-time-range')
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        time: v.currentTime,
        muted: v.muted,
      }))
    try {
      await expect.poll(async () => (await state()).time, { timeout: 15_000 }).toBeGreaterThan(0.2)
      await page.locator('media-control-bar media-play-button').focus()
      await page.keyboard.press('k')
      await expect.poll(async () => (await state()).paused).toBe(true)
      await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 0.5))
      const shownTime = async () => Number(await timeRange.getAttribute('mediacurrenttime'))
      await expect.poll(shownTime).toBeCloseTo(0.5, 0)
      for (const [key, expected] of [
        ['l', 10.5],
        ['j', 0.5],
        ['ArrowRight', 5.5],
        ['ArrowLeft', 0.5],
      ] as const) {
        await page.keyboard.press(key)
        await expect
          .poll(async () => (await state()).time, { message: key })
          .toBeCloseTo(expected, 0)
        // The next key moves from the time the player shows, which follows the video's events.
        await expect.poll(shownTime, { message: `${key}, as shown` }).toBeCloseTo(expected, 0)
      }
      await page.keyboard.press('m')
      await expect.poll(async () => (await state()).muted).toBe(true)
      await page.keyboard.press('k')
      await expect.poll(async () => (await state()).paused).toBe(false)
    } finally {
      await page.context().close()
    }
  })

  /**
   * axe does not walk the fallback content of a slot, where media-chrome puts a menu's items,
   * and so finds an open menu without items (aria-required-children); Chromium's accessibility
   * tree has them, which the test checks itself.
   */
  const axeMissesMenuItems = (violation: { id: string; nodes: { html: string }[] }) =>
    violation.id === 'aria-required-children' &&
    violation.nodes.every((node) => /^<media-[a-z-]+-menu /.test(node.html))

  it('has no accessibility violations with a menu open', async () => {
    const page = await opened(`/embed/${items.single}/?autoplay=1`)
    try {
      await expect
        .poll(() => currentTime(page.mainFrame()), { timeout: 15_000 })
        .toBeGreaterThan(0.2)
      const violations: string[] = []
      for (const menu of ['Qualité', 'Vitesse de lecture', 'Sous-titres']) {
        await page.getByRole('button', { name: menu }).click()
        await page.getByRole('menuitemradio').first().waitFor()
        const results = await new AxeBuilder({ page }).analyze()
        violations.push(
          ...results.violations
            .filter((violation) => !axeMissesMenuItems(violation))
            .map((v) => `${menu}: ${v.id}: ${v.nodes.map((n) => n.html).join()}`),
        )
        // What that rule checks, read from Chromium's accessibility tree.
        expect(await page.getByRole('menu').getByRole('menuitemradio').count()).toBeGreaterThan(1)
        await page.getByRole('button', { name: menu }).click()
      }
      expect(violations).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('tells the parent page where the viewer is, and the time as it plays', async () => {
    const { page, frame } = await framed(`/embed/${items.single}/?autoplay=1&t=1`)
    try {
      await expect.poll(() => currentTime(frame), { timeout: 15_000 }).toBeGreaterThan(1.5)
      await expect
        .poll(async () => (await recorded(page)).find((m) => m.type === 'progress'))
        .toMatchObject({
          source: 'vitrine-embed',
          itemUid: items.single,
          mediaUid: singleMedia,
          kind: 'started',
          position: expect.any(Number),
          duration: expect.any(Number),
        })
      const started = (await recorded(page)).find((m) => m.type === 'progress') as never as {
        position: number
        duration: number
      }
      expect(started.position).toBeGreaterThanOrEqual(1)
      expect(started.duration).toBeGreaterThan(5)
      await expect
        .poll(async () => (await recorded(page)).find((m) => m.type === 'time-update'))
        .toMatchObject({ currentTime: expect.any(Number), duration: expect.any(Number) })
    } finally {
      await page.close()
    }
  })

  it('counts down to a live event, then plays it by itself when it starts', async () => {
    // An hour and a half from now, whenever this test comes in the file's run.
    await t.database.db
      .updateTable('live_events')
      .set({ starts_at: new Date(Date.now() + 5_400_000).toISOString() })
      .where('uid', '=', live.event)
      .execute()
    const page = await opened(`/embed/${items.live}/`)
    try {
      const timer = page.getByRole('timer')
      await timer.waitFor({ state: 'visible', timeout: 15_000 })
      expect(await timer.textContent()).toMatch(/^Début dans 01:[23]\d:\d\d$/)
      expect(await page.getByRole('status').textContent()).toBe(
        'Le direct n’a pas encore commencé.',
      )
      const link = page.getByRole('link', { name: 'Voir l’événement sur le site' })
      expect(await link.getAttribute('href')).toBe('/concert')
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

      // The publisher comes: the live HLS is there (the demo's clip standing for it), on air.
      const dir = liveDir(t.config.mediaDir, live.event)
      const clip = path.join(t.config.mediaDir, DEMO_STREAM_FOLDER, 'hls')
      mkdirSync(dir, { recursive: true })
      cpSync(path.join(clip, '720p'), path.join(dir, 'source'), { recursive: true })
      cpSync(path.join(clip, '360p'), path.join(dir, '480p'), { recursive: true })
      writeFileSync(path.join(dir, 'master.m3u8'), LIVE_MASTER_TEXT)
      const db = t.database.db
      expect(await claimPublisher(db, live.event, 'publisher-1')).toBe(true)
      await writeOnAir(db, live.event, 'publisher-1', new Date().toISOString())

      // Without a reload: the player asks again, and the video plays.
      await expect
        .poll(() => currentTime(page.mainFrame()), { timeout: 20_000 })
        .toBeGreaterThan(0.5)
      expect(await page.getByRole('timer').isHidden()).toBe(true)
      expect(await page.locator('.notice').isHidden()).toBe(true)
    } finally {
      await page.context().close()
    }
  }, 60_000)
})
