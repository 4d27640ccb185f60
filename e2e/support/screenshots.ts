import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test } from './test.ts'

/**
 * Pictures of screens for a person to look at, never compared automatically. They are taken
 * only when asked for (`E2E_SCREENSHOTS=1`, or `SHOTS_DIR=folder`), into SHOTS_DIR, else
 * test-results/screenshots: `npm test` spends nothing on them.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/screenshots'
export const SHOTS_WANTED = Boolean(process.env.E2E_SCREENSHOTS || process.env.SHOTS_DIR)

/** A phone's and a desktop's window: every screen is looked at in both. */
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }
export const SCREENSHOT_SIZES = [PHONE, DESKTOP] as const

/** Lets the browser lay out and paint what a resize or a click changed. */
export const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

/**
 * When pictures are wanted: the page at a phone's and a desktop's size, as
 * `<name>-<width>x<height>.png`, the whole page or what the window shows (`fullPage: false`, a
 * dialog over the page); then the window as it was. A page that scrolls sideways is noted on the
 * test, for the person who looks at the pictures.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  if (!SHOTS_WANTED) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  const before = page.viewportSize()
  for (const size of SCREENSHOT_SIZES) {
    await page.setViewportSize(size)
    await painted(page)
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (sideways > 0) {
      test.info().annotations.push({ type: 'sideways', description: `${name}: ${sideways}px` })
    }
    const path = `${SHOTS_DIR}/${name}-${size.width}x${size.height}.png`
    await page.screenshot({ path, fullPage })
  }
  if (before) await page.setViewportSize(before)
}
