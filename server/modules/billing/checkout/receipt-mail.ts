import type { Currency } from '../../../../contract/schemas/website.ts'
import { formatMoney } from '../../../../contract/values/money.ts'
import type { Order } from '../order.ts'
import type { CouponOverrun } from '../../coupons/service.ts'

/**
 * The French texts of the mails a payment sends: receipts, the refund of a duplicate order, of an
 * order past its coupon's limit or by the staff, and the renewal failure notice.
 */

export interface MailText {
  subject: string
  text: string
}

export interface Recipient {
  firstName: string
  siteName: string
  publicUrl: string
  currency: Currency
}

const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

const hello = (to: Recipient) => (to.firstName ? `Bonjour ${to.firstName},` : 'Bonjour,')

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, amount]) => `  ${label.padEnd(width)}  ${amount}`).join('\n')
}

function orderRows(order: Order): [string, string][] {
  const money = (amount: number) => formatMoney(amount, order.currency, 'fr')
  const rows: [string, string][] = order.lines.map((line) => [line.label, money(line.amount)])
  if (order.discount > 0) rows.push(['Réduction', `− ${money(order.discount)}`])
  if (order.tip > 0) rows.push(['Pourboire', money(order.tip)])
  rows.push(['Total', money(order.total)])
  return rows
}

const footer = (order: Order) =>
  `Commande ${order.uid}, payée le ${frenchDate(order.paidAt ?? order.createdAt)}.`

/** After buying or renting items: what was paid, and where to watch. */
export function purchaseReceipt(to: Recipient, order: Order): MailText {
  return {
    subject: `[${to.siteName}] Merci pour votre achat`,
    text: `${hello(to)}

Merci pour votre achat sur ${to.siteName}. Voici votre reçu :

${table(orderRows(order))}

Retrouvez vos achats sur ${to.publicUrl}/my-stuff

${footer(order)}
`,
  }
}

/** After subscribing: the plan, the price, and when the trial ends or the next payment falls. */
export function subscriptionReceipt(
  to: Recipient,
  order: Order,
  subscription: { status: string; currentPeriodEnd: string },
): MailText {
  const end = frenchDate(subscription.currentPeriodEnd)
  const next =
    subscription.status === 'trialing'
      ? `Votre essai gratuit se termine le ${end} ; le premier paiement aura lieu ce jour-là.`
      : `Votre abonnement court jusqu'au ${end} et se renouvelle automatiquement.`
  return {
    subject: `[${to.siteName}] Votre abonnement a commencé`,
    text: `${hello(to)}

Votre abonnement sur ${to.siteName} a commencé :

${table(orderRows(order))}

${next}
Vous pouvez le gérer depuis « Gestion de la facturation » sur ${to.publicUrl}

${footer(order)}
`,
  }
}

/** A paid order refunded whole, nothing granted; `why` opens the sentence that says so. */
function wholeRefundNotice(to: Recipient, order: Order, why: string): MailText {
  return {
    subject: `[${to.siteName}] Paiement remboursé`,
    text: `${hello(to)}

${why} nous avons annulé la commande et vous remboursons ${formatMoney(order.total, order.currency, 'fr')}.

${table(orderRows(order))}

Commande ${order.uid}, remboursée.
`,
  }
}

/** When an order repeated what the buyer already had: nothing was granted, all is refunded. */
export function duplicateRefundNotice(to: Recipient, order: Order): MailText {
  const already =
    order.type === 'subscription'
      ? `Vous étiez déjà abonné à cette formule sur ${to.siteName}`
      : `Vous aviez déjà accès à ce que cette commande achetait sur ${to.siteName}`
  return wholeRefundNotice(to, order, `${already} : pour ne pas vous le faire payer deux fois,`)
}

/** When the order's coupon was used up by the time it was paid: nothing granted, all refunded. */
export function couponRefundNotice(to: Recipient, order: Order, overrun: CouponOverrun): MailText {
  const code = `« ${overrun.code} »`
  const why =
    overrun.reason === 'used'
      ? `Vous aviez déjà utilisé le code promo ${code}, qui ne sert qu’une fois par client :`
      : `Le code promo ${code} avait atteint son nombre maximal d’utilisations quand ce paiement nous est parvenu :`
  return wholeRefundNotice(to, order, why)
}

/** When the staff refunded an order, in full (its access ends) or in part. */
export function refundNotice(to: Recipient, order: Order, amount: number, full: boolean): MailText {
  const what = full
    ? `Votre commande a été remboursée en totalité : ce qu'elle donnait n'est plus accessible.`
    : `Une partie de votre commande vous a été remboursée ; vos accès restent ouverts.`
  return {
    subject: `[${to.siteName}] Remboursement de ${formatMoney(amount, order.currency, 'fr')}`,
    text: `${hello(to)}

${to.siteName} vous rembourse ${formatMoney(amount, order.currency, 'fr')}. ${what}

${table(orderRows(order))}

Commande ${order.uid}. Le remboursement apparaît sur votre relevé sous quelques jours.
`,
  }
}

/** After a donation: thanks, the amount and the message. */
export function donationReceipt(to: Recipient, order: Order): MailText {
  return {
    subject: `[${to.siteName}] Merci pour votre don`,
    text: `${hello(to)}

Merci pour votre don de ${formatMoney(order.total, order.currency, 'fr')} à ${to.siteName}.

Votre message : ${order.message ?? ''}

${footer(order)}
`,
  }
}

/** When a renewal could not be charged: access stops until the payment method is updated. */
export function renewalFailureNotice(
  to: Recipient,
  plan: { name: string; amount: number },
): MailText {
  return {
    subject: `[${to.siteName}] Le renouvellement de votre abonnement a échoué`,
    text: `${hello(to)}

Le paiement de ${formatMoney(plan.amount, to.currency, 'fr')} pour renouveler votre abonnement ${plan.name} sur ${to.siteName} n'a pas abouti.

Mettez à jour votre moyen de paiement depuis « Gestion de la facturation » sur ${to.publicUrl} pour retrouver votre accès.
`,
  }
}
