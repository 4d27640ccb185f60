import { dateLocale } from '../../../../contract/values/date-locale.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { formatMoney } from '../../../../contract/values/money.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import type { Order } from '../order.ts'
import type { CouponOverrun } from '../../coupons/service.ts'

/**
 * The texts of the mails a payment sends — receipts, the refund of a duplicate order, of an order
 * past its coupon's limit or by the staff, the renewal failure notice and the end after it — in the language the
 * buyer paid in (the order's), French or English.
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
  language: Language
}

/** The sentences each mail is made of, in each language. */
const WORDS = {
  fr: {
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    discount: 'Réduction',
    tip: 'Pourboire',
    total: 'Total',
    paid: (uid: string, date: string) => `Commande ${uid}, payée le ${date}.`,
    purchaseSubject: 'Merci pour votre achat',
    purchase: (site: string) => `Merci pour votre achat sur ${site}. Voici votre reçu :`,
    yourPurchases: (url: string) => `Retrouvez vos achats sur ${url}/my-stuff`,
    subscriptionSubject: 'Votre abonnement a commencé',
    subscription: (site: string) => `Votre abonnement sur ${site} a commencé :`,
    trialEnds: (end: string) =>
      `Votre essai gratuit se termine le ${end} ; le premier paiement aura lieu ce jour-là.`,
    renews: (end: string) =>
      `Votre abonnement court jusqu'au ${end} et se renouvelle automatiquement.`,
    manage: (url: string) => `Vous pouvez le gérer depuis « Gestion de la facturation » sur ${url}`,
    refundedSubject: 'Paiement remboursé',
    refundedWhole: (why: string, amount: string) =>
      `${why} nous avons annulé la commande et vous remboursons ${amount}.`,
    refundedFooter: (uid: string) => `Commande ${uid}, remboursée.`,
    alreadySubscribed: (site: string) =>
      `Vous étiez déjà abonné à cette formule sur ${site} : pour ne pas vous le faire payer deux fois,`,
    alreadyHad: (site: string) =>
      `Vous aviez déjà accès à ce que cette commande achetait sur ${site} : pour ne pas vous le faire payer deux fois,`,
    couponUsed: (code: string) =>
      `Vous aviez déjà utilisé le code promo « ${code} », qui ne sert qu’une fois par client :`,
    couponFull: (code: string) =>
      `Le code promo « ${code} » avait atteint son nombre maximal d’utilisations quand ce paiement nous est parvenu :`,
    refundSubject: (amount: string) => `Remboursement de ${amount}`,
    refund: (site: string, amount: string) => `${site} vous rembourse ${amount}.`,
    refundFull: `Votre commande a été remboursée en totalité : ce qu'elle donnait n'est plus accessible.`,
    refundPart: `Une partie de votre commande vous a été remboursée ; vos accès restent ouverts.`,
    refundFooter: (uid: string) =>
      `Commande ${uid}. Le remboursement apparaît sur votre relevé sous quelques jours.`,
    donationSubject: 'Merci pour votre don',
    donation: (amount: string, site: string) => `Merci pour votre don de ${amount} à ${site}.`,
    yourMessage: (message: string) => `Votre message : ${message}`,
    renewalFailedSubject: 'Le renouvellement de votre abonnement a échoué',
    renewalFailed: (amount: string, plan: string, site: string) =>
      `Le paiement de ${amount} pour renouveler votre abonnement ${plan} sur ${site} n'a pas abouti.`,
    updateCard: (url: string) =>
      `Pour retrouver votre accès, mettez à jour votre moyen de paiement en suivant ce lien (connectez-vous si on vous le demande) :\n${url}`,
    endedSubject: 'Votre abonnement a pris fin',
    ended: (plan: string, site: string) =>
      `Le renouvellement de votre abonnement ${plan} sur ${site} n'a pas pu être payé malgré plusieurs tentatives : l'abonnement a pris fin, et ses contenus ne vous sont plus ouverts.`,
    subscribeAgain: (url: string) => `Vous pouvez vous abonner de nouveau à tout moment sur ${url}`,
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    discount: 'Discount',
    tip: 'Tip',
    total: 'Total',
    paid: (uid: string, date: string) => `Order ${uid}, paid on ${date}.`,
    purchaseSubject: 'Thank you for your purchase',
    purchase: (site: string) => `Thank you for your purchase on ${site}. Here is your receipt:`,
    yourPurchases: (url: string) => `Find your purchases at ${url}/my-stuff`,
    subscriptionSubject: 'Your subscription has started',
    subscription: (site: string) => `Your subscription on ${site} has started:`,
    trialEnds: (end: string) =>
      `Your free trial ends on ${end}; the first payment will be taken that day.`,
    renews: (end: string) => `Your subscription runs until ${end} and renews automatically.`,
    manage: (url: string) => `You can manage it from "Manage billing" on ${url}`,
    refundedSubject: 'Payment refunded',
    refundedWhole: (why: string, amount: string) =>
      `${why} we have cancelled the order and are refunding you ${amount}.`,
    refundedFooter: (uid: string) => `Order ${uid}, refunded.`,
    alreadySubscribed: (site: string) =>
      `You were already subscribed to this plan on ${site}: so that you do not pay twice,`,
    alreadyHad: (site: string) =>
      `You already had access to what this order bought on ${site}: so that you do not pay twice,`,
    couponUsed: (code: string) =>
      `You had already used the promo code "${code}", which works once per customer:`,
    couponFull: (code: string) =>
      `The promo code "${code}" had reached its maximum number of uses when this payment reached us:`,
    refundSubject: (amount: string) => `Refund of ${amount}`,
    refund: (site: string, amount: string) => `${site} is refunding you ${amount}.`,
    refundFull: `Your order was refunded in full: what it gave is no longer available.`,
    refundPart: `Part of your order was refunded; your access stays open.`,
    refundFooter: (uid: string) =>
      `Order ${uid}. The refund shows on your statement within a few days.`,
    donationSubject: 'Thank you for your donation',
    donation: (amount: string, site: string) =>
      `Thank you for your donation of ${amount} to ${site}.`,
    yourMessage: (message: string) => `Your message: ${message}`,
    renewalFailedSubject: 'Your subscription renewal failed',
    renewalFailed: (amount: string, plan: string, site: string) =>
      `The payment of ${amount} to renew your ${plan} subscription on ${site} did not go through.`,
    updateCard: (url: string) =>
      `To get your access back, update your payment method by following this link (sign in if asked):\n${url}`,
    endedSubject: 'Your subscription has ended',
    ended: (plan: string, site: string) =>
      `The renewal of your ${plan} subscription on ${site} could not be paid after several tries: the subscription has ended, and its titles are no longer open to you.`,
    subscribeAgain: (url: string) => `You can subscribe again at any time on ${url}`,
  },
} satisfies Record<Language, unknown>

const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso))

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, amount]) => `  ${label.padEnd(width)}  ${amount}`).join('\n')
}

function orderRows(to: Recipient, order: Order): [string, string][] {
  const words = WORDS[to.language]
  const money = (amount: number) => formatMoney(amount, order.currency, to.language)
  const rows: [string, string][] = order.lines.map((line) => [line.label, money(line.amount)])
  if (order.discount > 0) rows.push([words.discount, `− ${money(order.discount)}`])
  if (order.tip > 0) rows.push([words.tip, money(order.tip)])
  rows.push([words.total, money(order.total)])
  return rows
}

const paidFooter = (to: Recipient, order: Order) =>
  WORDS[to.language].paid(order.uid, longDate(order.paidAt ?? order.createdAt, to.language))

/** A mail's subject, tagged with the website's name. */
const subject = (to: Recipient, text: string) => `[${to.siteName}] ${text}`

/** After buying or renting items: what was paid, and where to watch. */
export function purchaseReceipt(to: Recipient, order: Order): MailText {
  const words = WORDS[to.language]
  return {
    subject: subject(to, words.purchaseSubject),
    text: `${words.hello(to.firstName)}

${words.purchase(to.siteName)}

${table(orderRows(to, order))}

${words.yourPurchases(to.publicUrl)}

${paidFooter(to, order)}
`,
  }
}

/** After subscribing: the plan, the price, and when the trial ends or the next payment falls. */
export function subscriptionReceipt(
  to: Recipient,
  order: Order,
  subscription: { status: string; currentPeriodEnd: string },
): MailText {
  const words = WORDS[to.language]
  const end = longDate(subscription.currentPeriodEnd, to.language)
  const next = subscription.status === 'trialing' ? words.trialEnds(end) : words.renews(end)
  return {
    subject: subject(to, words.subscriptionSubject),
    text: `${words.hello(to.firstName)}

${words.subscription(to.siteName)}

${table(orderRows(to, order))}

${next}
${words.manage(to.publicUrl)}

${paidFooter(to, order)}
`,
  }
}

/** A paid order refunded whole, nothing granted; `why` opens the sentence that says so. */
function wholeRefundNotice(to: Recipient, order: Order, why: string): MailText {
  const words = WORDS[to.language]
  return {
    subject: subject(to, words.refundedSubject),
    text: `${words.hello(to.firstName)}

${words.refundedWhole(why, formatMoney(order.total, order.currency, to.language))}

${table(orderRows(to, order))}

${words.refundedFooter(order.uid)}
`,
  }
}

/** When an order repeated what the buyer already had: nothing was granted, all is refunded. */
export function duplicateRefundNotice(to: Recipient, order: Order): MailText {
  const words = WORDS[to.language]
  const already =
    order.type === 'subscription'
      ? words.alreadySubscribed(to.siteName)
      : words.alreadyHad(to.siteName)
  return wholeRefundNotice(to, order, already)
}

/** When the order's coupon was used up by the time it was paid: nothing granted, all refunded. */
export function couponRefundNotice(to: Recipient, order: Order, overrun: CouponOverrun): MailText {
  const words = WORDS[to.language]
  const why =
    overrun.reason === 'used' ? words.couponUsed(overrun.code) : words.couponFull(overrun.code)
  return wholeRefundNotice(to, order, why)
}

/** When the staff refunded an order, in full (its access ends) or in part. */
export function refundNotice(to: Recipient, order: Order, amount: number, full: boolean): MailText {
  const words = WORDS[to.language]
  const refunded = formatMoney(amount, order.currency, to.language)
  return {
    subject: subject(to, words.refundSubject(refunded)),
    text: `${words.hello(to.firstName)}

${words.refund(to.siteName, refunded)} ${full ? words.refundFull : words.refundPart}

${table(orderRows(to, order))}

${words.refundFooter(order.uid)}
`,
  }
}

/** After a donation: thanks, the amount and the message. */
export function donationReceipt(to: Recipient, order: Order): MailText {
  const words = WORDS[to.language]
  return {
    subject: subject(to, words.donationSubject),
    text: `${words.hello(to.firstName)}

${words.donation(formatMoney(order.total, order.currency, to.language), to.siteName)}

${words.yourMessage(order.message ?? '')}

${paidFooter(to, order)}
`,
  }
}

/** When a renewal could not be charged: access stops until the payment method is updated. */
export function renewalFailureNotice(
  to: Recipient,
  plan: { name: string; amount: number; subscriptionUid: string },
): MailText {
  const words = WORDS[to.language]
  const amount = formatMoney(plan.amount, to.currency, to.language)
  // A page of ours (web/features/billing): it opens a new portal session whenever it is followed.
  const link = `${to.publicUrl}/account/billing?subscription=${encodeURIComponent(plan.subscriptionUid)}`
  return {
    subject: subject(to, words.renewalFailedSubject),
    text: `${words.hello(to.firstName)}

${words.renewalFailed(amount, plan.name, to.siteName)}

${words.updateCard(link)}
`,
  }
}

/** When the provider gave up on a failed renewal: the subscription ended, access with it. */
export function subscriptionEndedNotice(to: Recipient, plan: { name: string }): MailText {
  const words = WORDS[to.language]
  return {
    subject: subject(to, words.endedSubject),
    text: `${words.hello(to.firstName)}

${words.ended(plan.name, to.siteName)}

${words.subscribeAgain(to.publicUrl)}
`,
  }
}
