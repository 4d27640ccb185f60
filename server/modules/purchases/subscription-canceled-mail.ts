import { dateLocale } from '../../../contract/values/date-locale.ts'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Website } from '../websites/service.ts'

interface Facts {
  name: string
  firstName: string
  plan: string
  until: string
  link: string
}

const CANCELED_MAIL: Record<
  Language,
  (facts: Facts) => { subject: string; text: string; action: string }
> = {
  fr: ({ name, firstName, plan, until, link }) => ({
    subject: `${name} : votre abonnement est résilié`,
    action: 'Voir mes abonnements',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Votre abonnement « ${plan} » à ${name} est résilié : il ne sera plus renouvelé ni débité.`,
      `Vous gardez l’accès à ses contenus jusqu’au ${until}.`,
      '',
      'Vous pouvez le reprendre d’ici là depuis votre compte :',
      '',
      link,
    ].join('\n'),
  }),
  en: ({ name, firstName, plan, until, link }) => ({
    subject: `${name}: your subscription is canceled`,
    action: 'See my subscriptions',
    text: [
      `Hello ${firstName},`,
      '',
      `Your “${plan}” subscription to ${name} is canceled: it will not renew or be charged again.`,
      `You keep access to its content until ${until}.`,
      '',
      'You can resume it until then from your account:',
      '',
      link,
    ].join('\n'),
  }),
}

const date = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** Tells a subscriber their subscription stops renewing, and until when its access lasts. */
export async function mailSubscriptionCanceled(
  mailer: Mailer,
  website: Website,
  subscriber: { email: string; first_name: string },
  subscription: Subscription,
  language: Language,
): Promise<void> {
  const mail = CANCELED_MAIL[language]({
    name: website.settings.name,
    firstName: subscriber.first_name,
    plan: subscription.plan_name,
    until: date(subscription.current_period_end, language),
    link: `${website.publicUrl.replace(/\/$/, '')}/my-stuff`,
  })
  await mailer.send({ websiteUid: website.uid, to: subscriber.email, language, ...mail })
}
