import { dateLocale } from '../../../../contract/values/date-locale.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { formatMoney } from '../../../../contract/values/money.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { LIVE_SUBSCRIPTION_STATUSES } from '../../access/live-subscription.ts'
import { html, page } from './html.ts'
import type { Order } from '../order.ts'
import { successPath } from '../return-paths.ts'
import { sandboxCheckoutPath } from './sandbox-paths.ts'
import { SANDBOX_TEXTS } from './sandbox-texts.ts'

/** The server-rendered pages of the sandbox payment provider, in French or English. */

const BUTTON = 'font: inherit; padding: .5rem 1.25rem; border-radius: .25rem; cursor: pointer'
const PRIMARY = `${BUTTON}; background: #884aff; color: #fff; border: 0`
const SECONDARY = `${BUTTON}; background: #fff; color: #1d1d1f; border: 1px solid #a4a5a8`
const CELL = 'text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #ddd'
const AMOUNT = `${CELL}; text-align: right; white-space: nowrap`

/** The line of an open order that starts a free trial, if any. */
const trialLine = (order: Order) =>
  order.status === 'open' ? order.lines.find((line) => (line.trial_days ?? 0) > 0) : undefined

function orderTable(order: Order, language: Language) {
  const texts = SANDBOX_TEXTS[language]
  const money = (amount: number) => formatMoney(amount, order.currency, language)
  const lines = order.lines.map(
    (line) =>
      html`<tr>
        <td style="${CELL}">${line.label}</td>
        <td style="${AMOUNT}">${money(line.amount)}</td>
      </tr>`,
  )
  const tip =
    order.tip > 0
      ? html`<tr>
          <td style="${CELL}">${texts.tip}</td>
          <td style="${AMOUNT}">${money(order.tip)}</td>
        </tr>`
      : null
  const discount =
    order.discount > 0
      ? html`<tr>
          <td style="${CELL}">${texts.discount}</td>
          <td style="${AMOUNT}" data-testid="discount">− ${money(order.discount)}</td>
        </tr>`
      : null
  // A free trial takes nothing of the plan today: only a tip, if any.
  const dueToday = trialLine(order)
    ? html`<tr>
        <th scope="row" style="${CELL}">${texts.dueToday}</th>
        <td style="${AMOUNT}; font-weight: bold" data-testid="due-today">${money(order.tip)}</td>
      </tr>`
    : null
  return html`<table style="width: 100%; border-collapse: collapse">
    <caption style="text-align: left; font-weight: bold">
      ${texts.orderDetail}
    </caption>
    <thead>
      <tr>
        <th scope="col" style="${CELL}">${texts.article}</th>
        <th scope="col" style="${AMOUNT}">${texts.amount}</th>
      </tr>
    </thead>
    <tbody>
      ${lines}${discount}${tip}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" style="${CELL}">${texts.total}</th>
        <td style="${AMOUNT}; font-weight: bold" data-testid="total">${money(order.total)}</td>
      </tr>
      ${dueToday}
    </tfoot>
  </table>`
}

/** Before Pay, what a free trial changes: today's charge is none, the plan's price comes after. */
function trialNote(order: Order, language: Language) {
  const line = trialLine(order)
  if (!line?.trial_days) return null
  const then = formatMoney(Math.max(0, line.amount - order.discount), order.currency, language)
  return html`<p role="note" data-testid="trial">
    ${SANDBOX_TEXTS[language].trial(line.trial_days, then)}
  </p>`
}

function checkoutActions(order: Order, returnPath: string, language: Language) {
  const texts = SANDBOX_TEXTS[language]
  if (order.status === 'paid') {
    return html`<p role="status">${texts.alreadyPaid}</p>
      <p>
        <a href="${successPath(encodeURIComponent(order.uid), returnPath)}">${texts.continue}</a>
      </p>`
  }
  if (order.status !== 'open') {
    const done = order.status === 'refunded' ? texts.refunded : texts.canceled
    return html`<p role="status">${done}</p>
      <p><a href="${returnPath}">${texts.backToSite}</a></p>`
  }
  // Pay and Cancel keep the page's return path, to take the buyer back there.
  const address = new URL(sandboxCheckoutPath(order.uid, returnPath), 'http://sandbox')
  const base = address.pathname
  const query = address.search
  return html`<div style="display: flex; gap: 1rem; margin-top: 1.5rem">
    <form method="post" action="${base}/pay${query}">
      <button type="submit" style="${PRIMARY}">${texts.pay}</button>
    </form>
    <form method="post" action="${base}/cancel${query}">
      <button type="submit" style="${SECONDARY}">${texts.cancel}</button>
    </form>
  </div>`
}

/**
 * The checkout page in the visitor's language: the order's lines, its total in the site
 * currency, Pay and Cancel, which take the buyer back to `returnPath` (the page they were buying
 * from).
 */
export function checkoutPage(
  order: Order,
  siteName: string,
  language: Language,
  returnPath = '/',
): string {
  const title = SANDBOX_TEXTS[language].checkoutTitle
  const body = html`<h1>${title}</h1>
    ${orderTable(order, language)} ${trialNote(order, language)}
    ${checkoutActions(order, returnPath, language)}`
  return page(title, siteName, language, body)
}

export interface SubscriptionView {
  uid: string
  plan_name: string
  plan_amount: number
  plan_interval: string
  status: string
  current_period_end: string
  /** Set while it runs when it will not renew (cancelled in the site, at the period's end). */
  canceled_at: string | null
}

const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** Whether it runs and may be cancelled here: paid for, or in its free trial. */
const isLive = (subscription: SubscriptionView) =>
  LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status)

/** Its status; a running one cancelled in the site says that it ends when its period does. */
function statusLabel(subscription: SubscriptionView, language: Language): string {
  const texts = SANDBOX_TEXTS[language]
  if (isLive(subscription) && subscription.canceled_at) return texts.endsAtPeriodEnd
  return texts.statuses[subscription.status] ?? subscription.status
}

const TERM = 'color: #5f6368; font-size: .875rem'
const DEFINITION = 'margin: 0 0 .5rem'

/**
 * One subscription as a card (its name, then price, status and period end as a list of terms):
 * a card stacks at any width, where a five-column table scrolled sideways on a phone.
 */
function subscriptionCard(
  subscription: SubscriptionView,
  currency: Currency,
  token: string,
  language: Language,
) {
  const texts = SANDBOX_TEXTS[language]
  const price = texts.perInterval(
    formatMoney(subscription.plan_amount, currency, language),
    subscription.plan_interval,
  )
  const action = isLive(subscription)
    ? html`<form
        method="post"
        action="/sandbox/billing/${token}/subscriptions/${encodeURIComponent(subscription.uid)}/cancel"
      >
        <button
          type="submit"
          style="${SECONDARY}"
          aria-label="${texts.cancelSubscription(subscription.plan_name)}"
        >
          ${texts.cancel}
        </button>
      </form>`
    : null
  return html`<li style="border: 1px solid #ddd; border-radius: .5rem; padding: .75rem 1rem">
    <h3 style="margin: 0 0 .5rem; font-size: 1.125rem">${subscription.plan_name}</h3>
    <dl
      style="display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: 0 1rem; margin: 0"
    >
      <div>
        <dt style="${TERM}">${texts.price}</dt>
        <dd style="${DEFINITION}">${price}</dd>
      </div>
      <div>
        <dt style="${TERM}">${texts.status}</dt>
        <dd style="${DEFINITION}">${statusLabel(subscription, language)}</dd>
      </div>
      <div>
        <dt style="${TERM}">${texts.periodEnd}</dt>
        <dd style="${DEFINITION}">${longDate(subscription.current_period_end, language)}</dd>
      </div>
    </dl>
    ${action}
  </li>`
}

/** The billing page in the visitor's language: the user's subscriptions, each live one with a Cancel button. */
export function billingPage(
  subscriptions: SubscriptionView[],
  currency: Currency,
  token: string,
  siteName: string,
  language: Language,
): string {
  const texts = SANDBOX_TEXTS[language]
  const content =
    subscriptions.length === 0
      ? html`<p>${texts.noSubscription}</p>`
      : html`<section aria-labelledby="subscriptions">
          <h2 id="subscriptions" style="font-size: 1.25rem">${texts.yourSubscriptions}</h2>
          <ul style="list-style: none; padding: 0; display: grid; gap: .75rem">
            ${subscriptions.map((s) => subscriptionCard(s, currency, token, language))}
          </ul>
        </section>`
  const body = html`<h1>${texts.billingHeading}</h1>
    ${content}
    <p><a href="/">${texts.backToSite}</a></p>`
  return page(texts.billingTitle, siteName, language, body)
}

/** A page that only explains what went wrong (404, 403) with a way back. */
export function messagePage(
  title: string,
  text: string,
  siteName: string,
  language: Language,
): string {
  const body = html`<h1>${title}</h1>
    <p>${text}</p>
    <p><a href="/">${SANDBOX_TEXTS[language].backHome}</a></p>`
  return page(title, siteName, language, body)
}
