import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.1 levels A and AA: the bar the storefront must pass on every route. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n')
      return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}`
    })
    .join('\n')
}

/**
 * Waits for the page's transitions and finite animations to end: axe reads colours as painted,
 * and a menu still fading in has its text half transparent. Endless ones (a skeleton's pulse, a
 * spinner) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/**
 * Runs axe-core on the page as it is now and fails with the list of WCAG 2.1 A/AA violations.
 * Call it once the screen has settled (its heading is visible), and again after opening a menu
 * or drawer, since closed ones are not in the page. `exclude` leaves out a part, such as a
 * sandboxed frame, which no script may enter (axe would wait on it for ever).
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  include?: string,
  exclude?: string,
) {
  const analyze = async () => {
    await settleAnimations(page)
    // Only the violations are read: axe then keeps no details of what passed.
    let builder = new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
    if (include) builder = builder.include(include)
    if (exclude) builder = builder.exclude(exclude)
    return (await builder.analyze()).violations
  }
  // A notification can start fading in while axe reads the page (its text then half painted):
  // what fails is read again once that has ended, so only what stays wrong fails.
  let violations = await analyze()
  if (violations.length > 0) violations = await analyze()
  // Compared as text, so a failure reads as the list of violations rather than a JSON diff.
  expect(describe(violations), `axe on ${page.url()}`).toBe('')
}
