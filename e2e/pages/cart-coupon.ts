import type { Locator, Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** `{{code}}` and friends filled in, as the storefront does. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')

/** The promo code of the cart drawer: its field, Apply, the discount line, a refusal. */
export class CartCoupon {
  readonly field: Locator
  readonly apply: Locator
  readonly refusal: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const dialog = page.getByRole('dialog').filter({
      has: page.getByRole('button', { name: text(language, 'cart.close') }),
    })
    this.field = dialog.getByRole('textbox', { name: text(language, 'cart.coupon.label') })
    this.apply = dialog.getByRole('button', { name: text(language, 'cart.coupon.apply') })
    this.refusal = dialog.getByRole('alert')
  }

  /** The line saying what `code` takes off. */
  discount(code: string): Locator {
    return this.page.getByRole('status', { name: this.t('cart.coupon.discount', { code }) })
  }

  /** What the cart says once `code` is applied. */
  applied(code: string): Locator {
    return this.page.getByText(this.t('cart.coupon.applied', { code }))
  }

  /** The text of a refusal reason, as the cart says it. */
  refusalText(reason: string): string {
    return this.t(`cart.coupon.refused.${reason}`)
  }

  private t(key: string, values: Record<string, string> = {}) {
    return fill(text(this.language, key), values)
  }
}
