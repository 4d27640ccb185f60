import type { APIRequestContext, Locator } from '@playwright/test'
import { API_BASE } from '../contract/values/api-paths.ts'
import type { ContinueWatchingEntry } from '../contract/schemas/progress.ts'
import { CONTINUE_WATCHING_PATH } from '../contract/values/progress.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { freeMediaItem, loginToken, signIn } from './support/customers.ts'
import { expect, test } from './support/test.ts'

/** The viewer's entry for the item in "Continuer à regarder", as the server has it. */
async function entryOf(request: APIRequestContext, token: string, itemUid: string) {
  const answer = await request.get(`${API_BASE}${CONTINUE_WATCHING_PATH}`, {
    headers: { authorization: `WebsiteToken ${token}` },
  })
  const entries = (await answer.json()) as ContinueWatchingEntry[]
  return entries.find((entry) => entry.item.uid === itemUid)
}

/** 754 s → "12:34", as the item page says it. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/** "Reprendre à 12:34" → 754. */
function seconds(label: string): number {
  const [minutes = '0', rest = '0'] = label.replace(/^\D+/, '').split(':')
  return Number(minutes) * 60 + Number(rest)
}

/**
 * The video plays (not paused) beyond `position`: it started there and went on by itself. The
 * player's frame loads its new address; a read caught mid-navigation counts as "not there yet".
 */
async function expectPlayingPast(video: Locator, position: number) {
  await expect
    .poll(
      () =>
        video
          .evaluate((v: HTMLVideoElement) => (v.paused ? Number.NaN : v.currentTime))
          .catch(() => Number.NaN),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(position)
}

test('a viewer stops a video, finds it under "Continuer à regarder" and resumes it elsewhere', async ({
  page,
  request,
  browser,
  baseURL,
  customer,
  itemPage,
  homePage,
  continueWatchingRow: row,
  watchHistoryPage: history,
}) => {
  // Plays, waits on the player's 10-second reports, then visits four pages in two browsers.
  test.slow()
  await signIn(page, customer.token)
  const item = await freeMediaItem(request)
  const name = item.content_object.name
  let position = 0

  await test.step('playing a few seconds records the position on the server', async () => {
    await itemPage.goto(item.slug, name)
    const player = itemPage.player.contentFrame()
    await player.getByRole('button', { name: /^Lire — / }).click()
    const video = player.locator('video')
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(3)
    await video.evaluate((v: HTMLVideoElement) => v.pause())
    // The pause is reported once the player's 10-second period allows.
    await expect
      .poll(async () => (await entryOf(request, customer.token, item.uid))?.position ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(3)
    position = (await entryOf(request, customer.token, item.uid))!.position
  })

  await test.step('the home page shows it under "Continuer à regarder"', async () => {
    await homePage.goto()
    await expect(row.card(name)).toBeVisible()
    await expect(row.progress(name)).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the item page offers to resume there, or to start over', async () => {
    await itemPage.goto(item.slug, name)
    await expect(itemPage.resume).toHaveText(`Reprendre à ${clock(position)}`)
    await expect(itemPage.restart).toBeVisible()
    // The player's own play button: it lies over the player, "Recommencer" beside it.
    const frame = (await itemPage.player.boundingBox())!
    for (const button of [itemPage.resume, itemPage.restart]) {
      const box = (await button.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(frame.x)
      expect(box.y).toBeGreaterThanOrEqual(frame.y)
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width)
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height)
    }
    await expectNoAccessibilityViolations(page)
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size)
      await page.screenshot({ path: test.info().outputPath(`resume-fr-${size.width}.png`) })
    }
    await itemPage.resume.focus()
    await page.keyboard.press('Enter')
    await expect(itemPage.player).toHaveAttribute('src', new RegExp(`[?&]t=${position}(&|$)`))
    // One tap: the video plays on from there, with no second tap on a play button.
    await expectPlayingPast(itemPage.player.contentFrame().locator('video'), position)
    // This browser leaves the item (a blank page would refuse the signed-in init script its
    // storage); the position its player reported last is what follows the viewer.
    await page.goto('/')
  })

  await test.step('another browser, in English, resumes at the same place in one tap', async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' })
    try {
      await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }])
      const laptop = await context.newPage()
      await signIn(laptop, await loginToken(request, customer.email, customer.password))
      const elsewhere = new ItemPage(laptop, 'en')
      await elsewhere.goto(item.slug, name)
      await expect(elsewhere.resume).toBeVisible()
      await expect(elsewhere.restart).toBeVisible()
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await laptop.setViewportSize(size)
        await laptop.screenshot({ path: test.info().outputPath(`resume-en-${size.width}.png`) })
      }
      const there = (await entryOf(request, customer.token, item.uid))!.position
      const offered = seconds((await elsewhere.resume.textContent()) ?? '')
      expect(Math.abs(offered - there)).toBeLessThanOrEqual(2)
      await elsewhere.resume.click()
      await expect(elsewhere.player).toHaveAttribute('src', /[?&]t=\d+(&|$)/)
      await expectPlayingPast(elsewhere.player.contentFrame().locator('video'), there)
    } finally {
      await context.close()
    }
  })

  await test.step('the watch history lists it, and clearing it empties the home row too', async () => {
    await history.goto()
    await expect(history.entry(name)).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await history.clearAll()
    await expect(history.empty).toBeVisible()
    expect(await entryOf(request, customer.token, item.uid)).toBeUndefined()
    await homePage.goto()
    await expect(row.card(name)).toHaveCount(0)
  })
})
