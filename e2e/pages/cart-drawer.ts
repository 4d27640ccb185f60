import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** The views of the cart drawer, by the key of their title. */
export type CartView = 'prices' | 'subscriptions' | 'onDemand' | 'onDemandSuccess' | 'login'

/** `{{name}}` and friends filled in, as the storefront does. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')

/** The cart button of the app bar and the cart drawer with its five views (spec §2). */
export class CartDrawer {
  readonly cartButton: Locator
  readonly dialog: Locator
  readonly title: Locator
  readonly closeButton: Locator
  readonly tip: Locator
  readonly total: Locator
  readonly checkout: Locator
  readonly requestSubmit: Locator
  readonly loginForm: Locator
  readonly busy: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.cartButton = page.getByRole('banner').getByRole('button', { name: /^(Panier|Cart), / })
    this.closeButton = page.getByRole('button', { name: t('cart.close') })
    this.dialog = page.getByRole('dialog').filter({ has: this.closeButton })
    this.title = this.dialog.getByRole('heading', { level: 2 })
    this.tip = this.dialog.getByRole('textbox', { name: t('cart.prices.tip') })
    this.total = this.dialog.getByRole('status', { name: t('cart.prices.total') })
    this.checkout = this.dialog.getByRole('button', { name: t('cart.prices.checkout') })
    this.requestSubmit = this.dialog.getByRole('button', { name: t('cart.onDemand.submit') })
    this.loginForm = this.dialog.getByRole('form', { name: t('auth.login.form') })
    this.busy = this.dialog.getByText(t('cart.busy'))
  }

  private t(key: string, values: Record<string, string> = {}) {
    return fill(text(this.language, key), values)
  }

  /** Waits until the drawer shows this view. */
  async expectView(view: CartView) {
    await expect(this.title).toHaveText(this.t(`cart.titles.${view}`))
  }

  /** The price choices of an item in the prices view. */
  prices(itemName: string): Locator {
    return this.dialog.getByRole('radiogroup', {
      name: this.t('cart.prices.choosePrice', { name: itemName }),
    })
  }

  removeButton(itemName: string): Locator {
    return this.dialog.getByRole('button', {
      name: this.t('cart.prices.remove', { name: itemName }),
    })
  }

  /** A subscription plan of the subscriptions view, and its subscribe button. */
  plan(name: string): Locator {
    return this.dialog.getByRole('article', { name, exact: true })
  }

  subscribeButton(planName: string): Locator {
    return this.plan(planName).getByRole('button', { name: this.t('cart.subscriptions.subscribe') })
  }

  get planUnavailable(): string {
    return this.t('cart.subscriptions.unavailable')
  }

  emailField(): Locator {
    return this.loginForm.getByLabel(this.t('auth.login.email'))
  }

  passwordField(): Locator {
    return this.loginForm.getByLabel(this.t('auth.login.password'))
  }

  /** Logs in with the form of the login view. */
  async logIn(email: string, password: string) {
    await this.emailField().fill(email)
    await this.passwordField().fill(password)
    await this.loginForm.getByRole('button', { name: this.t('auth.login.submit') }).click()
  }
}
