import type { Currency } from '../../../../contract/schemas/website.ts'
import { dateLocale } from '../../../../contract/values/date-locale.ts'
import { formatMoney } from '../../../../contract/values/money.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import type { Website } from '../../websites/service.ts'

/** What the staff did to a customer's subscription, as its mail tells it. */
export type StaffChange =
  | { kind: 'cancel_period_end'; until: string }
  | { kind: 'cancel_now' }
  | { kind: 'resume'; renews: string }
  | { kind: 'comp'; months: number; until: string }
  | { kind: 'switch'; from: string; amount: number; currency: string; renews: string }

interface Facts {
  name: string
  firstName: string
  plan: string
  link: string
  date: (iso: string) => string
  money: (amount: number, currency: string) => string
}

type Text = { subject: string; lines: string[] }

const FR: (facts: Facts, change: StaffChange) => Text = (f, change) => {
  switch (change.kind) {
    case 'cancel_period_end':
      return {
        subject: `${f.name} : votre abonnement est résilié`,
        lines: [
          `Votre abonnement « ${f.plan} » à ${f.name} a été résilié par notre équipe : il ne sera plus renouvelé ni débité.`,
          `Vous gardez l’accès à ses contenus jusqu’au ${f.date(change.until)}.`,
        ],
      }
    case 'cancel_now':
      return {
        subject: `${f.name} : votre abonnement a pris fin`,
        lines: [
          `Votre abonnement « ${f.plan} » à ${f.name} a été arrêté aujourd’hui par notre équipe : il ne sera plus débité et ses contenus ne vous sont plus ouverts.`,
          'Si un remboursement vous est dû, il vous sera annoncé par un autre message.',
        ],
      }
    case 'resume':
      return {
        subject: `${f.name} : votre abonnement continue`,
        lines: [
          `Votre abonnement « ${f.plan} » à ${f.name} n’est plus résilié : il sera renouvelé le ${f.date(change.renews)}.`,
        ],
      }
    case 'comp':
      return {
        subject: `${f.name} : ${change.months === 1 ? 'un mois offert' : `${change.months} mois offerts`}`,
        lines: [
          `Notre équipe vous offre ${change.months} mois de votre abonnement « ${f.plan} » à ${f.name}.`,
          `Rien ne sera débité d’ici là : votre prochain renouvellement aura lieu le ${f.date(change.until)}.`,
        ],
      }
    case 'switch':
      return {
        subject: `${f.name} : votre formule est maintenant « ${f.plan} »`,
        lines: [
          `Votre abonnement à ${f.name} passe de « ${change.from} » à « ${f.plan} ».`,
          change.amount > 0
            ? `Le reste de la période en cours, au prorata, vous est facturé ${f.money(change.amount, change.currency)}.`
            : change.amount < 0
              ? `Le reste de la période en cours, au prorata, vous laisse un crédit de ${f.money(-change.amount, change.currency)}, déduit de vos prochains renouvellements.`
              : 'Ce changement ne vous coûte rien pour la période en cours.',
          `Prochain renouvellement : le ${f.date(change.renews)}.`,
        ],
      }
  }
}

const EN: (facts: Facts, change: StaffChange) => Text = (f, change) => {
  switch (change.kind) {
    case 'cancel_period_end':
      return {
        subject: `${f.name}: your subscription is canceled`,
        lines: [
          `Your “${f.plan}” subscription to ${f.name} was canceled by our team: it will not renew or be charged again.`,
          `You keep access to its content until ${f.date(change.until)}.`,
        ],
      }
    case 'cancel_now':
      return {
        subject: `${f.name}: your subscription has ended`,
        lines: [
          `Your “${f.plan}” subscription to ${f.name} was ended today by our team: it will not be charged again and its content is no longer open to you.`,
          'If a refund is due to you, another message will tell you.',
        ],
      }
    case 'resume':
      return {
        subject: `${f.name}: your subscription goes on`,
        lines: [
          `Your “${f.plan}” subscription to ${f.name} is no longer canceled: it will renew on ${f.date(change.renews)}.`,
        ],
      }
    case 'comp':
      return {
        subject: `${f.name}: ${change.months === 1 ? 'a free month' : `${change.months} free months`}`,
        lines: [
          `Our team gives you ${change.months === 1 ? '1 month' : `${change.months} months`} of your “${f.plan}” subscription to ${f.name}.`,
          `Nothing will be charged until then: your next renewal is on ${f.date(change.until)}.`,
        ],
      }
    case 'switch':
      return {
        subject: `${f.name}: your plan is now “${f.plan}”`,
        lines: [
          `Your subscription to ${f.name} moves from “${change.from}” to “${f.plan}”.`,
          change.amount > 0
            ? `The rest of the current period, prorated, is charged ${f.money(change.amount, change.currency)}.`
            : change.amount < 0
              ? `The rest of the current period, prorated, leaves you a credit of ${f.money(-change.amount, change.currency)}, taken off your next renewals.`
              : 'This change costs you nothing for the current period.',
          `Next renewal: ${f.date(change.renews)}.`,
        ],
      }
  }
}

const TEXTS = { fr: FR, en: EN }
const GREETING = { fr: 'Bonjour', en: 'Hello' }
const ACTION = { fr: 'Voir mes abonnements', en: 'See my subscriptions' }

/** Tells a customer what the staff changed in their subscription, in their language. */
export async function mailStaffChange(
  mailer: Mailer,
  website: Website,
  customer: { email: string; first_name: string },
  plan: string,
  change: StaffChange,
  language: Language,
): Promise<void> {
  const facts: Facts = {
    name: website.settings.name,
    firstName: customer.first_name,
    plan,
    link: `${website.publicUrl.replace(/\/$/, '')}/my-stuff`,
    date: (iso) =>
      new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
    money: (amount, currency) => formatMoney(amount, currency as Currency, language),
  }
  const { subject, lines } = TEXTS[language](facts, change)
  const hello = `${GREETING[language]}${customer.first_name ? ` ${customer.first_name}` : ''},`
  const text = [hello, '', ...lines, '', facts.link].join('\n')
  await mailer.send({
    websiteUid: website.uid,
    to: customer.email,
    language,
    subject,
    text,
    action: ACTION[language],
  })
}
