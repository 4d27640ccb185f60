import { spawn, type ChildProcess } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import type { AdminLiveEvent, AdminLiveIngest } from '../contract/schemas/admin-live.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import type { LivePlayback } from '../contract/schemas/live.ts'
import { ADMIN_API_BASE, API_BASE } from '../contract/values/api-paths.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { LiveStage } from './pages/live-stage.ts'
import { adminText } from './support/admin-texts.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { buyInSandbox, loginToken, signIn } from './support/customers.ts'
import { freePort, startServer, type RunningServer } from './support/server.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/**
 * A live event from its countdown to its end (issue 45), on a server of its own that accepts
 * RTMP on a free port (never 1935): staff seed a paid event through the staff API, ffmpeg
 * publishes a small test picture and tone, the page goes on air by itself, only the buyer gets
 * the stream, and the owner ends it from the live control screen; the recording becomes the
 * replay, which the buyer plays.
 */

let server: RunningServer
let rtmpPort = 0
let publisher: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rtmpPort = await freePort()
  server = await startServer({ env: { RTMP_PORT: String(rtmpPort) } })
})
test.afterAll(async () => {
  publisher?.kill('SIGKILL')
  await server?.stop()
})
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
test.use({ baseURL: async ({}, use) => use(server?.url) })

/** ffmpeg publishing 320×180 at 10 fps with a tone, in real time, until it is killed. */
function publish(key: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10'],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-t', '120', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: 'ignore' },
  )
}

/** A paid, published live event starting in a few minutes, made as staff would. */
async function seedEvent(request: APIRequestContext) {
  const token = await loginToken(request, DEMO_STAFF.email, DEMO_STAFF.password)
  const headers = { authorization: `WebsiteToken ${token}` }
  const staff = async <T>(method: 'post' | 'get' | 'patch', path: string, data?: object) => {
    const answer = await request[method](`${ADMIN_API_BASE}${path}`, { headers, data })
    expect(answer.ok(), await answer.text()).toBe(true)
    return (await answer.json()) as T
  }
  const event = await staff<AdminLiveEvent>('post', '/live-events/', {
    name: `Concert en direct ${Date.now()}`,
    starts_at: new Date(Date.now() + 5 * 60_000).toISOString(),
    expected_duration: 3600,
  })
  const item = await staff<{ slug: string }>('patch', `/items/${event.item_uid}/`, {
    published_at: new Date(Date.now() - 60_000).toISOString(),
    monetization_enabled: true,
    prices: [{ amount: 900, period: 0, downloadable_choices: null }],
  })
  const ingest = await staff<AdminLiveIngest>('get', `/live-events/${event.uid}/ingest/`)
  return { event, slug: item.slug, key: ingest.stream_key, staffToken: token }
}

test('a paid live event: countdown, on air for the buyer only, ended by staff, then its replay', async ({
  page,
  browser,
  request,
  customer,
  liveStage: stage,
}) => {
  // ffmpeg and the server's packager share the machine with the browser.
  test.slow()
  const { event, slug, key, staffToken } = await seedEvent(request)
  const item = (await (await request.get(`${API_BASE}/items/${slug}/`)).json()) as Item
  const staffContext = await browser.newContext({ baseURL: server.url })
  const control = await staffContext.newPage()
  const status = (name: string) =>
    control.getByText(adminText('fr', `vitrine.live.status.${name}`), { exact: true })

  await test.step('before the start: the countdown, the calendar file and the offer', async () => {
    await page.goto(`/${slug}`)
    await expect(stage.countdown).toBeVisible()
    await expect(stage.calendar).toHaveAttribute('href', /calendar\.ics$/)
    await expect(stage.buy).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'live-countdown', { fullPage: false })
  })

  await test.step('the owner opens the live control: waiting, with the key for OBS', async () => {
    // Signed in as the login screen leaves the owner (admin-login-page.ts tests that screen).
    await signIn(control, staffToken)
    await control.goto(`/admin/items/${event.item_uid}/show`)
    await expect(status('waiting')).toBeVisible()
    // Masked until asked, as a password field is: found by its label.
    await expect(control.getByLabel(adminText('fr', 'vitrine.live.streamKey'))).toHaveValue(key)
    await shoot(control, 'live-control-waiting', { fullPage: false })
  })

  await test.step('the customer buys it and waits for the start', async () => {
    await signIn(page, customer.token)
    await buyInSandbox(page, customer.token, item)
    await page.goto(`/${slug}`)
    await expect(stage.countdown).toBeVisible()
    await expect(stage.buy).toHaveCount(0)
  })

  let hls = ''
  await test.step('the stream starts: the page switches to the player by itself', async () => {
    publisher = publish(key)
    // Upper bounds for a slow machine: ffmpeg's first 2 s segment, the page's 4 s poll, the
    // player's first segments (about 10 s in all on an idle one).
    await expect(stage.video).toBeVisible({ timeout: 45_000 })
    await expect(stage.onAirBadge).toBeVisible()
    await expect.poll(() => stage.currentTime(), { timeout: 30_000 }).toBeGreaterThan(1)
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'live-on-air', { fullPage: false })
    const answer = await page.request.get(`${API_BASE}/live/${item.uid}/playback/`, {
      headers: { authorization: `WebsiteToken ${customer.token}` },
    })
    hls = ((await answer.json()) as LivePlayback).hls ?? ''
    expect(hls).toContain('master.m3u8')
    await expect(status('on_air')).toBeVisible()
    // The incoming stream's picture and the buyer's player among the viewers.
    await expect(control.getByText('320 × 180', { exact: true })).toBeVisible()
    const viewersNow = control
      .getByText(adminText('fr', 'vitrine.live.figures.now'), { exact: true })
      .locator('xpath=following-sibling::dd[1]')
    await expect(viewersNow).not.toHaveText('0')
    await shoot(control, 'live-control-on-air', { fullPage: false })
  })

  await test.step('a visitor without access gets the offer, never the stream', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    const visitor = await context.newPage()
    const theirs = new LiveStage(visitor)
    await visitor.goto(`/${slug}`)
    await expect(theirs.onAirBadge).toBeVisible()
    await expect(theirs.buy).toBeVisible()
    await expect(theirs.video).toHaveCount(0)
    expect((await visitor.request.get(hls)).status()).toBe(403)
    await context.close()
  })

  await test.step('the publisher drops: "Reprise imminente", not an error', async () => {
    publisher?.kill('SIGKILL')
    // The server's packager writes its last segments first: long on a loaded machine.
    await expect(stage.reconnecting).toBeVisible({ timeout: 45_000 })
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'live-reconnecting', { fullPage: false })
    await expect(status('reconnecting')).toBeVisible()
    await shoot(control, 'live-control-reconnecting', { fullPage: false })
  })

  await test.step('the owner ends it from the live control; the replay is prepared', async () => {
    const end = adminText('fr', 'vitrine.live.end')
    await control.getByRole('button', { name: end }).click()
    await control.getByRole('dialog').getByRole('button', { name: end }).click()
    await expect(status('ended')).toBeVisible()
    await expectNoAccessibilityViolations(control)
    await shoot(control, 'live-control-ended', { fullPage: false })
    // The import may be done before the page asks again: either state will do.
    await expect(stage.replayPreparing.or(stage.replayPlayer)).toBeVisible({ timeout: 30_000 })
    await expect(stage.video).toHaveCount(0)
    await shoot(page, 'live-replay-preparing', { fullPage: false })
  })

  await test.step('the replay plays for the buyer in the video player', async () => {
    // The ingest's tick (5 s), then the import's transcode of the short recording.
    await expect(stage.replayPlayer).toBeVisible({ timeout: 90_000 })
    await stage.replay.start.click()
    await expect
      .poll(
        () =>
          stage.replay.video
            .evaluate((v: HTMLVideoElement) => (v.paused ? Number.NaN : v.currentTime))
            .catch(() => Number.NaN),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(1)
    await shoot(page, 'live-replay', { fullPage: false })
    const ready = adminText('fr', 'vitrine.live.replay.ready')
    await expect(control.getByText(ready, { exact: true })).toBeVisible({ timeout: 15_000 })
    await shoot(control, 'live-control-replay-ready', { fullPage: false })
  })
  await staffContext.close()
})
