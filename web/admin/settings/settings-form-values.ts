import type { AdminPartnerPage, AdminSettings } from '../../../contract/schemas/admin-settings.ts'

/**
 * The settings as the form holds them: host names as rows (react-admin's list inputs edit
 * objects), and any field an input emptied possibly null.
 */
export interface SettingsFormValues extends Omit<AdminSettings, 'hosts'> {
  hosts: { host: string | null }[]
}

export function toFormValues(settings: AdminSettings): SettingsFormValues {
  return { ...settings, hosts: settings.hosts.map((host) => ({ host })) }
}

const text = (value: string | null | undefined) => value ?? ''

/** A number the form holds, or null once its input was emptied. */
const wholeOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/**
 * A partner page as PUT /settings/ takes it: addresses trimmed, emptied contact lines and promo
 * code left out (the page then does not show them), a new page's missing lists empty.
 */
function toPartnerPage(page: AdminPartnerPage): AdminPartnerPage {
  const contact = Object.entries(page.contact ?? {})
    .map(([line, typed]) => [line, text(typed).trim()] as const)
    .filter(([, typed]) => typed !== '')
  const promoCode = text(page.promo_code).trim()
  return {
    slug: text(page.slug).trim(),
    name: text(page.name),
    kind: page.kind,
    title: text(page.title),
    description: text(page.description),
    images: (page.images ?? []).map((image) => ({
      src: text(image.src).trim(),
      alt: text(image.alt),
    })),
    links: (page.links ?? []).map((link) => ({
      label: text(link.label),
      url: text(link.url).trim(),
    })),
    contact: Object.fromEntries(contact),
    ...(promoCode ? { promo_code: promoCode } : {}),
  }
}

/**
 * What PUT /settings/ takes, and nothing else the form holds: emptied texts as empty strings,
 * emptied social links left out, partner pages as toPartnerPage makes them.
 */
export function toAdminSettings(values: SettingsFormValues): AdminSettings {
  const { appearance } = values
  const socials = Object.fromEntries(
    Object.entries(appearance.socials).filter(([, address]) => text(address).trim() !== ''),
  ) as AdminSettings['appearance']['socials']
  return {
    name: text(values.name),
    appearance: {
      logo: text(appearance.logo).trim() || null,
      footer: text(appearance.footer),
      socials,
      colors_theme: appearance.colors_theme,
      colors_primary: text(appearance.colors_primary),
      colors_secondary: text(appearance.colors_secondary),
    },
    font: values.font,
    show_legal: Boolean(values.show_legal),
    legal: text(values.legal),
    legal_en: text(values.legal_en),
    auth_force_login: Boolean(values.auth_force_login),
    auth_users_registration_enabled: Boolean(values.auth_users_registration_enabled),
    auth_registration_custom_fields: (values.auth_registration_custom_fields ?? []).map(
      (field) => ({
        name: text(field.name),
        label: text(field.label),
        required: Boolean(field.required),
      }),
    ),
    monetization_currency: values.monetization_currency,
    monetization_tips_enabled: Boolean(values.monetization_tips_enabled),
    stripe_promotion_codes: Boolean(values.stripe_promotion_codes),
    options_share_btn: Boolean(values.options_share_btn),
    hosts: (values.hosts ?? []).map((row) => text(row.host)),
    partners: (values.partners ?? []).map(toPartnerPage),
    checkout_reminder_enabled: Boolean(values.checkout_reminder_enabled),
    subscription_pause_enabled: Boolean(values.subscription_pause_enabled),
    subscription_winback_enabled: Boolean(values.subscription_winback_enabled),
    ...(values.subscription_winback_kind
      ? { subscription_winback_kind: values.subscription_winback_kind }
      : {}),
    subscription_winback_percent_off: wholeOrNull(values.subscription_winback_percent_off),
    subscription_winback_amount_off: wholeOrNull(values.subscription_winback_amount_off),
    ...(typeof values.subscription_winback_months === 'number'
      ? { subscription_winback_months: values.subscription_winback_months }
      : {}),
    ...(typeof values.renewal_grace_days === 'number'
      ? { renewal_grace_days: values.renewal_grace_days }
      : {}),
    ...(typeof values.subscription_pause_max_months === 'number'
      ? { subscription_pause_max_months: values.subscription_pause_max_months }
      : {}),
    // An emptied delay or quota is left out: it stays as it was.
    ...(typeof values.checkout_reminder_delay_hours === 'number'
      ? { checkout_reminder_delay_hours: values.checkout_reminder_delay_hours }
      : {}),
    ...(typeof values.broadcast_rate_per_second === 'number'
      ? { broadcast_rate_per_second: values.broadcast_rate_per_second }
      : {}),
    ...(typeof values.upload_quota_gib === 'number'
      ? { upload_quota_gib: values.upload_quota_gib }
      : {}),
  }
}
