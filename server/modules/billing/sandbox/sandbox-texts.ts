import type { Language } from '../../../lib/chosen-language.ts'

/**
 * The sandbox payment pages' words, in French (default) and English: in the language the visitor
 * chose on the storefront (its `language` cookie), as the storefront they come from speaks.
 */
const FRENCH = {
  testMode: "Mode test : aucun paiement réel n'est effectué.",
  checkoutTitle: 'Paiement',
  orderDetail: 'Détail de la commande',
  article: 'Article',
  amount: 'Montant',
  tip: 'Pourboire',
  discount: 'Réduction',
  total: 'Total',
  dueToday: "À payer aujourd'hui",
  trial: (days: number, then: string) =>
    `Essai gratuit de ${days > 1 ? `${days} jours` : '1 jour'} : rien n'est débité aujourd'hui, puis ${then} à la fin de l'essai.`,
  alreadyPaid: 'Cette commande est déjà payée.',
  continue: 'Continuer',
  refunded: 'Cette commande a été remboursée.',
  canceled: 'Cette commande a été annulée.',
  backToSite: 'Retour au site',
  backHome: "Retour à la page d'accueil",
  pay: 'Payer',
  cancel: 'Annuler',
  billingTitle: 'Facturation',
  billingHeading: 'Gestion de la facturation',
  noSubscription: "Vous n'avez aucun abonnement.",
  yourSubscriptions: 'Vos abonnements',
  price: 'Prix',
  status: 'Statut',
  periodEnd: 'Fin de période',
  perInterval: (amount: string, interval: string) =>
    `${amount} / ${interval === 'year' ? 'an' : 'mois'}`,
  cancelSubscription: (plan: string) => `Annuler l'abonnement ${plan}`,
  statuses: {
    active: 'Actif',
    trialing: "Période d'essai",
    canceled: 'Annulé',
    past_due: 'Paiement en retard',
  } as Record<string, string>,
  endsAtPeriodEnd: 'Se termine à échéance',
  notFoundTitle: 'Commande introuvable',
  notFoundText: 'Cette commande n’existe pas.',
  expiredTitle: 'Lien expiré ou invalide',
  expiredText:
    'Ce lien de facturation a expiré ou n’est pas valide. Rouvrez la gestion de la facturation depuis le site.',
  notTheBuyerTitle: 'Paiement réservé à l’acheteur',
  notTheBuyerText:
    'Cette page de paiement appartient à la session qui a lancé la commande. Reprenez votre panier depuis le site.',
}

export type SandboxTexts = typeof FRENCH

const ENGLISH: SandboxTexts = {
  testMode: 'Test mode: no real payment is made.',
  checkoutTitle: 'Payment',
  orderDetail: 'Order details',
  article: 'Item',
  amount: 'Amount',
  tip: 'Tip',
  discount: 'Discount',
  total: 'Total',
  dueToday: 'Due today',
  trial: (days: number, then: string) =>
    `Free trial of ${days > 1 ? `${days} days` : '1 day'}: nothing is charged today, then ${then} when the trial ends.`,
  alreadyPaid: 'This order is already paid.',
  continue: 'Continue',
  refunded: 'This order was refunded.',
  canceled: 'This order was canceled.',
  backToSite: 'Back to the site',
  backHome: 'Back to the home page',
  pay: 'Pay',
  cancel: 'Cancel',
  billingTitle: 'Billing',
  billingHeading: 'Manage billing',
  noSubscription: 'You have no subscription.',
  yourSubscriptions: 'Your subscriptions',
  price: 'Price',
  status: 'Status',
  periodEnd: 'Period ends',
  perInterval: (amount: string, interval: string) =>
    `${amount} / ${interval === 'year' ? 'year' : 'month'}`,
  cancelSubscription: (plan: string) => `Cancel the ${plan} subscription`,
  statuses: {
    active: 'Active',
    trialing: 'Free trial',
    canceled: 'Canceled',
    past_due: 'Payment overdue',
  },
  endsAtPeriodEnd: 'Ends at the period’s end',
  notFoundTitle: 'Order not found',
  notFoundText: 'This order does not exist.',
  expiredTitle: 'Expired or invalid link',
  expiredText: 'This billing link has expired or is not valid. Open billing again from the site.',
  notTheBuyerTitle: 'Payment reserved for the buyer',
  notTheBuyerText:
    'This payment page belongs to the session that started the order. Go back to your cart on the site.',
}

export const SANDBOX_TEXTS: Record<Language, SandboxTexts> = { fr: FRENCH, en: ENGLISH }
