import { expect, type Locator, type Page } from '@playwright/test'
import type { Language } from '../support/texts.ts'
import { text } from '../support/texts.ts'

/** Where the remote's focus is: which row of cards (top to bottom) and which card in it. */
interface Spot {
  row: number
  card: number
}

/** The focused card's row and place, and the first place of the card named `name`. */
function spots(name: string): { focused: Spot | null; goal: Spot | null } {
  const rows = [...document.querySelectorAll('main ul')].map((list) => [
    ...list.querySelectorAll('a'),
  ])
  let focused: Spot | null = null
  let goal: Spot | null = null
  for (const [row, cards] of rows.entries()) {
    const card = cards.indexOf(document.activeElement as HTMLAnchorElement)
    if (card >= 0) focused = { row, card }
    const named = cards.findIndex((link) => link.getAttribute('aria-label') === name)
    if (named >= 0 && !goal) goal = { row, card: named }
  }
  return { focused, goal }
}

/** Where the focus is and where the element named `name` is, on the screen. */
function places(name: string) {
  const box = (element: Element | null) => {
    if (!element) return null
    const { x, y, width, height } = element.getBoundingClientRect()
    return { x: x + width / 2, y: y + height / 2, height }
  }
  const named = [...document.querySelectorAll('main a, main button')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '') === name,
  )
  const focused = document.activeElement
  return {
    focused: focused && focused !== document.body ? box(focused) : null,
    goal: box(named ?? null),
    there: named !== undefined && named === focused,
  }
}

/**
 * The TV app at /tv, driven as a remote drives it: arrow keys, Enter, and Back (Escape or
 * Backspace) through `page.keyboard.press` only; what the test reads is what the screen shows.
 */
export class TvApp {
  readonly heading: Locator
  readonly focused: Locator
  readonly player: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.focused = page.locator(':focus')
    this.player = page.getByRole('dialog')
  }

  t(key: string, values: Record<string, string> = {}): string {
    let said = text(this.language, `tv.${key}`)
    for (const [name, value] of Object.entries(values)) said = said.replace(`{{${name}}}`, value)
    return said
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: this.t(key), exact: true })
  }

  async press(key: string) {
    await this.page.keyboard.press(key)
  }

  /** The names of the home's cards, top row first. */
  cardNames(): Promise<string[]> {
    return this.page
      .locator('main ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))
  }

  /** Waits until the home shows its rows, all of them (it says it is busy until then). */
  async rowsShown() {
    await expect(this.page.getByRole('list').first()).toBeVisible()
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0)
  }

  /** The code the sign-in screen shows, `BCDF-GHJK`. */
  async shownCode(): Promise<string> {
    const code = this.page.getByRole('group', { name: this.t('code') })
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/)
    return (await code.textContent()) ?? ''
  }

  /**
   * Moves the focus with the arrows, one press at a time, to the card, key or button named
   * `name` on the screen (a grid of cards, the on-screen keyboard, the player's menu): up or
   * down to its line, then along it. Each press waits for the focus to move.
   */
  async goTo(name: string) {
    // A list may still be on its way.
    await expect.poll(async () => (await this.page.evaluate(places, name)).goal !== null).toBe(true)
    for (let presses = 0; presses < 60; presses++) {
      const { focused, goal, there } = await this.page.evaluate(places, name)
      if (!goal) throw new Error(`Nothing named ${name} on the TV's screen`)
      if (there) return
      let key = 'ArrowDown'
      if (focused && Math.abs(goal.y - focused.y) <= focused.height / 2) {
        key = goal.x > focused.x ? 'ArrowRight' : 'ArrowLeft'
      } else if (focused && goal.y < focused.y) key = 'ArrowUp'
      await this.press(key)
      await expect
        .poll(async () => JSON.stringify((await this.page.evaluate(places, name)).focused))
        .not.toBe(JSON.stringify(focused))
    }
    throw new Error(`The focus never reached ${name}`)
  }

  /** Types `text` on the search screen's keyboard: to each key with the arrows, then Enter. */
  async typeOnScreen(text: string) {
    for (const letter of text) {
      await this.goTo(letter === ' ' ? this.t('space') : letter)
      await this.press('Enter')
    }
  }

  /**
   * Moves the focus with the arrows, one press at a time, to the card named `name` (its first
   * row): down or up to its row, then along it. Each press waits for the focus to move.
   */
  async goToCard(name: string) {
    for (let presses = 0; presses < 60; presses++) {
      const { focused, goal } = await this.page.evaluate(spots, name)
      if (!goal) throw new Error(`No card named ${name} on the TV home`)
      if (focused && focused.row === goal.row && focused.card === goal.card) return
      let key = 'ArrowDown'
      if (focused && focused.row > goal.row) key = 'ArrowUp'
      else if (focused && focused.row === goal.row) {
        key = focused.card < goal.card ? 'ArrowRight' : 'ArrowLeft'
      }
      await this.press(key)
      await expect
        .poll(async () => JSON.stringify((await this.page.evaluate(spots, name)).focused))
        .not.toBe(JSON.stringify(focused))
    }
    throw new Error(`The focus never reached ${name}`)
  }
}
