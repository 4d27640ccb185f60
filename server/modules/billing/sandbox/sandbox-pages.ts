import type { Currency } from '../../../../contract/schemas/website.ts'
import { LIVE_SUBSCRIPTION_STATUSES } from '../../access/live-subscription.ts'
import { html, page } from './html.ts'
import { formatMoney } from '../../../../contract/values/money.ts'
import type { Order } from '../order.ts'
import { successPath } from '../return-paths.ts'
import { sandboxCheckoutPath } from './sandbox-paths.ts'

/** The server-rendered pages of the sandbox payment provider, in French. */

const BUTTON = 'font: inherit; padding: .5rem 1.25rem; border-radius: .25rem; cursor: pointer'
const PRIMARY = `${BUTTON}; background: #884aff; color: #fff; border: 0`
const SECONDARY = `${BUTTON}; background: #fff; color: #1d1d1f; border: 1px solid #a4a5a8`
const CELL = 'text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #ddd'
const AMOUNT = `${CELL}; text-align: right; white-space: nowrap`

/** The line of an open order that starts a free trial, if any. */
const trialLine = (order: Order) =>
  order.status === 'open' ? order.lines.find((line) => (line.trial_days ?? 0) > 0) : undefined

function orderTable(order: Order) {
  const money = (amount: number) => formatMoney(amount, order.currency, 'fr')
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
          <td style="${CELL}">Pourboire</td>
          <td style="${AMOUNT}">${money(order.tip)}</td>
        </tr>`
      : null
  const discount =
    order.discount > 0
      ? html`<tr>
          <td style="${CELL}">Réduction</td>
          <td style="${AMOUNT}" data-testid="discount">− ${money(order.discount)}</td>
        </tr>`
      : null
  // A free trial takes nothing of the plan today: only a tip, if any.
  const dueToday = trialLine(order)
    ? html`<tr>
        <th scope="row" style="${CELL}">À payer aujourd'hui</th>
        <td style="${AMOUNT}; font-weight: bold" data-testid="due-today">${money(order.tip)}</td>
      </tr>`
    : null
  return html`<table style="width: 100%; border-collapse: collapse">
    <caption style="text-align: left; font-weight: bold">
      Détail de la commande
    </caption>
    <thead>
      <tr>
        <th scope="col" style="${CELL}">Article</th>
        <th scope="col" style="${AMOUNT}">Montant</th>
      </tr>
    </thead>
    <tbody>
      ${lines}${discount}${tip}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" style="${CELL}">Total</th>
        <td style="${AMOUNT}; font-weight: bold" data-testid="total">${money(order.total)}</td>
      </tr>
      ${dueToday}
    </tfoot>
  </table>`
}

/** Before Pay, what a free trial changes: today's charge is none, the plan's price comes after. */
function trialNote(order: Order) {
  const line = trialLine(order)
  if (!line?.trial_days) return null
  const days = line.trial_days > 1 ? `${line.trial_days} jours` : '1 jour'
  const then = formatMoney(Math.max(0, line.amount - order.discount), order.currency, 'fr')
  return html`<p role="note" data-testid="trial">
    Essai gratuit de ${days} : rien n'est débité aujourd'hui, puis ${then} à la fin de l'essai.
  </p>`
}

function checkoutActions(order: Order, returnPath: string) {
  if (order.status === 'paid') {
    return html`<p role="status">Cette commande est déjà payée.</p>
      <p>
        <a href="${successPath(encodeURIComponent(order.uid), returnPath)}">Continuer</a>
      </p>`
  }
  if (order.status !== 'open') {
    const done = order.status === 'refunded' ? 'remboursée' : 'annulée'
    return html`<p role="status">Cette commande a été ${done}.</p>
      <p><a href="${returnPath}">Retour au site</a></p>`
  }
  // Pay and Cancel keep the page's return path, to take the buyer back there.
  const address = new URL(sandboxCheckoutPath(order.uid, returnPath), 'http://sandbox')
  const base = address.pathname
  const query = address.search
  return html`<div style="display: flex; gap: 1rem; margin-top: 1.5rem">
    <form method="post" action="${base}/pay${query}">
      <button type="submit" style="${PRIMARY}">Payer</button>
    </form>
    <form method="post" action="${base}/cancel${query}">
      <button type="submit" style="${SECONDARY}">Annuler</button>
    </form>
  </div>`
}

/**
 * The checkout page: the order's lines, its total in the site currency, Pay and Cancel, which
 * take the buyer back to `returnPath` (the page they were buying from).
 */
export function checkoutPage(order: Order, siteName: string, returnPath = '/'): string {
  const body = html`<h1>Paiement</h1>
    ${orderTable(order)} ${trialNote(order)} ${checkoutActions(order, returnPath)}`
  return page('Paiement', siteName, body)
}

export interface SubscriptionView {
  uid: string
  plan_name: string
  amount: number
  interval: string
  status: string
  current_period_end: string
  /** Set while it runs when it will not renew (cancelled in the site, at the period's end). */
  canceled_at: string | null
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Actif',
  trialing: "Période d'essai",
  canceled: 'Annulé',
  past_due: 'Paiement en retard',
}

const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/** Whether it runs and may be cancelled here: paid for, or in its free trial. */
const isLive = (subscription: SubscriptionView) =>
  LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status)

/** Its status; a running one cancelled in the site says that it ends when its period does. */
function statusLabel(subscription: SubscriptionView): string {
  if (isLive(subscription) && subscription.canceled_at) return 'Se termine à échéance'
  return STATUS_LABELS[subscription.status] ?? subscription.status
}

function subscriptionRow(subscription: SubscriptionView, currency: Currency, token: string) {
  const interval = subscription.interval === 'year' ? 'an' : 'mois'
  const action = isLive(subscription)
    ? html`<form
        method="post"
        action="/sandbox/billing/${token}/subscriptions/${encodeURIComponent(subscription.uid)}/cancel"
      >
        <button
          type="submit"
          style="${SECONDARY}"
          aria-label="Annuler l'abonnement ${subscription.plan_name}"
        >
          Annuler
        </button>
      </form>`
    : null
  return html`<tr>
    <th scope="row" style="${CELL}">${subscription.plan_name}</th>
    <td style="${AMOUNT}">${formatMoney(subscription.amount, currency, 'fr')} / ${interval}</td>
    <td style="${CELL}">${statusLabel(subscription)}</td>
    <td style="${CELL}">${frenchDate(subscription.current_period_end)}</td>
    <td style="${CELL}">${action}</td>
  </tr>`
}

/** The billing page: the user's subscriptions, each live one with a Cancel button. */
export function billingPage(
  subscriptions: SubscriptionView[],
  currency: Currency,
  token: string,
  siteName: string,
): string {
  const content =
    subscriptions.length === 0
      ? html`<p>Vous n'avez aucun abonnement.</p>`
      : html`<table style="width: 100%; border-collapse: collapse">
          <caption style="text-align: left; font-weight: bold">
            Vos abonnements
          </caption>
          <thead>
            <tr>
              <th scope="col" style="${CELL}">Formule</th>
              <th scope="col" style="${AMOUNT}">Prix</th>
              <th scope="col" style="${CELL}">Statut</th>
              <th scope="col" style="${CELL}">Fin de période</th>
              <th scope="col" style="${CELL}">Action</th>
            </tr>
          </thead>
          <tbody>
            ${subscriptions.map((s) => subscriptionRow(s, currency, token))}
          </tbody>
        </table>`
  const body = html`<h1>Gestion de la facturation</h1>
    ${content}
    <p><a href="/">Retour au site</a></p>`
  return page('Facturation', siteName, body)
}

/** A page that only explains what went wrong (404, 403) with a way back. */
export function messagePage(title: string, text: string, siteName: string): string {
  const body = html`<h1>${title}</h1>
    <p>${text}</p>
    <p><a href="/">Retour à la page d'accueil</a></p>`
  return page(title, siteName, body)
}
