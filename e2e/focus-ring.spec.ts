import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const

/** What the focused element is, and the outline it wears. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    return {
      kind:
        element.tagName === 'A'
          ? 'link'
          : element.matches('button, [role=button]')
            ? 'button'
            : 'other',
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      boxShadow: style.boxShadow,
    }
  })
}

/** Presses Tab until an element of `kind` has the focus; answers what it wears. */
async function tabTo(page: Page, kind: 'link' | 'button') {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab')
    const state = await focused(page)
    if (state?.kind === kind) return state
  }
  throw new Error(`No ${kind} took the focus`)
}

for (const language of ['fr', 'en'] as const) {
  for (const size of SIZES) {
    test(`a keyboard user sees where the focus is (${language}, ${size.width} px)`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
      await page.setViewportSize(size)
      await page.goto('/')
      await expect(page.getByRole('main')).toBeVisible()

      await test.step('a link wears a visible ring', async () => {
        const link = await tabTo(page, 'link')
        expect(link.outlineStyle).not.toBe('none')
        expect(link.outlineWidth).toBeGreaterThanOrEqual(2)
        expect(link.boxShadow).not.toBe('none')
        await page.screenshot({
          path: test.info().outputPath(`focus-link-${language}-${size.width}.png`),
        })
      })

      await test.step('a button wears a visible ring', async () => {
        const button = await tabTo(page, 'button')
        expect(button.outlineStyle).not.toBe('none')
        expect(button.outlineWidth).toBeGreaterThanOrEqual(2)
        await page.screenshot({
          path: test.info().outputPath(`focus-button-${language}-${size.width}.png`),
        })
      })
    })
  }
}
