import type { Locator } from '@playwright/test'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { freeMediaItem } from './support/customers.ts'
import { expect, test } from './support/test.ts'

/** Under this a control is as good as missing for a finger (WCAG 2.5.8's minimum target). */
const TARGET = 24

/** The control shows, with room for a finger (or a pointer) on it. */
async function expectUsable(control: Locator, least = TARGET) {
  await expect(control).toBeVisible()
  const box = await control.boundingBox()
  expect(box?.width ?? 0, `${control} is wide enough`).toBeGreaterThanOrEqual(least)
  expect(box?.height ?? 0, `${control} is tall enough`).toBeGreaterThanOrEqual(least)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the viewer plays, pauses, seeks, turns captions on, changes speed and goes full screen', async ({
    page,
    request,
    itemPage,
  }) => {
    // Plays a video and waits on it between taps, on a small machine.
    test.slow()
    const item = await freeMediaItem(request)
    const player = itemPage.controls
    await itemPage.goto(item.slug, item.content_object.name)
    const frame = (await itemPage.player.boundingBox())!

    await test.step('a big play button in the middle starts the video', async () => {
      await expectUsable(player.start, 48)
      await player.start.tap()
      await expect.poll(async () => (await player.state()).paused).toBe(false)
    })

    await test.step("the phone's own controls name the video; no other device to play it on", async () => {
      const told = () =>
        player.video.evaluate(() => ({
          title: navigator.mediaSession.metadata?.title,
          state: navigator.mediaSession.playbackState,
        }))
      await expect.poll(told).toEqual({ title: item.content_object.name, state: 'playing' })
      await expect(player.frame.locator('.play-elsewhere')).toBeHidden()
    })

    await test.step('the big middle button pauses it; the controls a viewer needs show whole', async () => {
      await player.playPause.tap()
      await expect.poll(async () => (await player.state()).paused).toBe(true)
      await expectUsable(player.playPause, 48)
      const middle = (await player.playPause.boundingBox())!
      expect(Math.abs(middle.x + middle.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(8)
      for (const control of [player.seekBar, player.mute, player.captions, player.fullScreen]) {
        await expectUsable(control)
      }
      await expectUsable(player.moreOptions)
      const seekBar = (await player.seekBar.boundingBox())!
      expect(seekBar.width, 'the seek bar spans the player').toBeGreaterThanOrEqual(
        frame.width * 0.9,
      )
      await expectNoAccessibilityViolations(page)
    })

    await test.step('a tap on the seek bar moves the video there', async () => {
      const { duration } = await player.state()
      const seekBar = (await player.seekBar.boundingBox())!
      await player.seekBar.tap({ position: { x: seekBar.width * 0.75, y: seekBar.height / 2 } })
      await expect
        .poll(async () => (await player.state()).currentTime / duration)
        .toBeGreaterThan(0.6)
      expect((await player.state()).currentTime / duration).toBeLessThan(0.9)
    })

    await test.step('the captions button offers the languages and shows the one picked', async () => {
      await player.captions.tap()
      await player.choice('Français').tap()
      await expect.poll(async () => (await player.state()).captions).toEqual(['fr'])
    })

    await test.step('quality and speed wait in the "more options" menu', async () => {
      await player.moreOptions.tap()
      await player.menuItem('Vitesse de lecture').tap()
      await player.choice('1.5x').tap()
      await expect.poll(async () => (await player.state()).playbackRate).toBe(1.5)
      // Back on the menu's first level, which says the speed; the button closes it.
      await expect(player.menuItem('Vitesse de lecture')).toContainText('1.5x')
      await player.moreOptions.tap()
      await expect(player.menu).toBeHidden()
      await expectNoAccessibilityViolations(page)
    })

    await test.step('the full screen button fills the screen with the player', async () => {
      await player.playPause.tap()
      await expect.poll(async () => (await player.state()).paused).toBe(false)
      await player.fullScreen.tap()
      await expect.poll(async () => (await player.state()).fullScreen).toBe('media-controller')
    })
  })
})

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the player keeps every control in one bar', async ({ page, request, itemPage }) => {
    test.slow()
    const item = await freeMediaItem(request)
    const player = itemPage.controls
    await itemPage.goto(item.slug, item.content_object.name)
    await player.start.click()
    await expect.poll(async () => (await player.state()).paused).toBe(false)
    await player.playPause.click()
    await expect.poll(async () => (await player.state()).paused).toBe(true)
    const frame = player.frame
    for (const name of ['Couper le son', 'Sous-titres', 'Vitesse de lecture', 'Plein écran']) {
      await expectUsable(frame.getByRole('button', { name: new RegExp(`^${name}`) }))
    }
    await expectUsable(frame.getByRole('slider', { name: 'Volume' }))
    await expectUsable(player.seekBar)
    await expectUsable(player.playPause)
    await expect(player.moreOptions).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })
})
