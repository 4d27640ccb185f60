import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /donate — preset amounts, a custom amount and a message, then off to pay. */
export class DonatePage {
  readonly heading: Locator
  readonly presets: Locator
  readonly customAmount: Locator
  readonly amount: Locator
  readonly message: Locator
  readonly submit: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1, name: t('donate.title') })
    this.presets = page.getByRole('group', { name: t('donate.amounts') })
    this.customAmount = page.getByRole('switch', { name: t('donate.custom') })
    this.amount = page.getByRole('textbox', { name: t('donate.amount'), exact: true })
    this.message = page.getByRole('textbox', { name: t('donate.message') })
    this.submit = page.getByRole('button', { name: t('donate.submit') })
  }

  /** Opens /donate, with `amount` in the address when given. */
  async goto(amount?: number) {
    await this.page.goto(amount === undefined ? '/donate' : `/donate?amount=${amount}`)
    await expect(this.heading).toBeVisible()
  }

  /** The preset button of `amount` (its label starts with the figure: '10,00 €'). */
  preset(amount: number): Locator {
    return this.presets.getByRole('button', { name: new RegExp(`^${amount}[,.]00`) })
  }

  /** Turns the custom amount on and types `amount` in it. */
  async chooseCustomAmount(amount: string) {
    await this.customAmount.check()
    await this.amount.fill(amount)
  }

  async donate(message: string) {
    await this.message.fill(message)
    await this.submit.click()
  }
}
