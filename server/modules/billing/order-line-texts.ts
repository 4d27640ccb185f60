import type { Language } from '../../lib/chosen-language.ts'

/**
 * The labels of order lines, written once when the order is made, in the language the buyer
 * paid in: the receipt, the account's orders and the back office show them as written.
 */

/** "Accès pendant 48 heures" / "48-hour access", or unlimited access for a period of 0 (§9). */
export function accessLabel(period: number, language: Language): string {
  if (language === 'en') return period === 0 ? 'Unlimited access' : `${period}-hour access`
  if (period === 0) return 'Accès illimité'
  return `Accès pendant ${period} heure${period > 1 ? 's' : ''}`
}

export const donationLabel = (language: Language) => (language === 'en' ? 'Donation' : 'Don')

const INTERVALS = {
  fr: { month: 'mensuel', year: 'annuel' },
  en: { month: 'monthly', year: 'yearly' },
} as const

/** A subscription's renewal: "Renouvellement Premium (mensuel)" / "Premium renewal (monthly)". */
export function renewalLabel(plan: string, interval: 'month' | 'year', language: Language): string {
  const every = INTERVALS[language][interval]
  return language === 'en' ? `${plan} renewal (${every})` : `Renouvellement ${plan} (${every})`
}

/** The first charge after a free trial. */
export function trialEndLabel(
  plan: string,
  interval: 'month' | 'year',
  language: Language,
): string {
  const every = INTERVALS[language][interval]
  return language === 'en'
    ? `${plan} subscription (${every}) — end of the free trial`
    : `Abonnement ${plan} (${every}) — fin de l'essai gratuit`
}

/** A subscription's first order: "Abonnement Premium (mensuel)" / "Premium subscription (monthly)". */
export function subscriptionLabel(
  plan: string,
  interval: 'month' | 'year',
  language: Language,
): string {
  const every = INTERVALS[language][interval]
  return language === 'en' ? `${plan} subscription (${every})` : `Abonnement ${plan} (${every})`
}

/** A subscription line whose free trial charges nothing today, then `then` (an amount). */
export const freeTrialLabel = (line: string, then: string, language: Language) =>
  language === 'en' ? `${line} — free trial, then ${then}` : `${line} — essai gratuit, puis ${then}`

/** A plan switch's prorated charge: "Changement de formule : Premium" / "Plan change: Premium". */
export function planSwitchLabel(plan: string, language: Language): string {
  return language === 'en' ? `Plan change: ${plan}` : `Changement de formule : ${plan}`
}
