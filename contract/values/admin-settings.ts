/**
 * The site settings screen's address and limits, as plain values (no TypeBox here), so the back
 * office can import them; contract/schemas/admin-settings.ts builds the schemas from them.
 */

/** GET, PUT and PATCH the site's settings, under ADMIN_API_BASE. */
export const SETTINGS_PATH = '/settings/'

/** The currencies a website may sell in (spec §3, §9). */
export const CURRENCIES = ['eur', 'chf'] as const

export const SITE_NAME_MAX_LENGTH = 120
/** The legal text's HTML, before it is sanitised. */
export const LEGAL_MAX_LENGTH = 100_000
/** Host names a website answers to (`www.` and the bare name count as two). */
export const MAX_HOSTS = 20
export const HOST_MAX_LENGTH = 253
/** Extra fields a visitor fills in when registering. */
export const MAX_CUSTOM_FIELDS = 20
export const CUSTOM_FIELD_LABEL_MAX_LENGTH = 100
/** The most GiB an owner may set as the storage quota (a new website has 200; 0 = none). */
export const MAX_UPLOAD_QUOTA_GIB = 1_000_000

/**
 * A host name as the `Host` header gives it, without port: lowercase labels of letters, digits
 * and inner hyphens, separated by dots (`www.example.com`, `localhost`, `127.0.0.2`).
 */
export const HOST_NAME_PATTERN =
  '^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$'

/** Partner pages (spec §1, §2: /partenaires/{slug}) and what each may hold. */
export const MAX_PARTNERS = 20
export const PARTNER_SLUG_MAX_LENGTH = 80
/** A partner page's address in /partenaires/{slug}: lowercase words joined by hyphens. */
export const PARTNER_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$'
export const PARTNER_NAME_MAX_LENGTH = 120
export const PARTNER_TITLE_MAX_LENGTH = 200
/** Plain text: the storefront keeps its line breaks. */
export const PARTNER_DESCRIPTION_MAX_LENGTH = 10_000
export const MAX_PARTNER_PICTURES = 12
export const MAX_PARTNER_LINKS = 10
/** A picture's or a link's address. */
export const PARTNER_URL_MAX_LENGTH = 2000
/** A picture's description, a link's label, the postal address. */
export const PARTNER_TEXT_MAX_LENGTH = 300
export const PARTNER_EMAIL_MAX_LENGTH = 254
export const PARTNER_PHONE_MAX_LENGTH = 40
export const PROMO_CODE_MAX_LENGTH = 40

/** The hours an abandoned-checkout reminder may wait: from one hour to a week. */
export const CHECKOUT_REMINDER_DELAY_HOURS = { min: 1, max: 168, default: 24 } as const

/** The months a subscriber may pause their subscription for, at most: from one to three. */
export const SUBSCRIPTION_PAUSE_MONTHS = { min: 1, max: 3, default: 3 } as const

/** How many renewals a win-back offer lowers: from one to twelve (three by default). */
export const SUBSCRIPTION_WINBACK_MONTHS = { min: 1, max: 12, default: 3 } as const

/** What a win-back offer takes off each of those renewals: a percentage, or an amount. */
export const WINBACK_KINDS = ['percent', 'amount'] as const
export type WinbackKind = (typeof WINBACK_KINDS)[number]

/** The largest amount a win-back offer takes off, in minor units (as a coupon's). */
export const WINBACK_AMOUNT_MAX = 100_000_000

/**
 * Days a subscriber whose renewal failed keeps their access, while the payment provider charges
 * it again (Stripe's own retries, set in its dashboard).
 */
export const RENEWAL_GRACE_DAYS = { min: 0, max: 30, default: 7 } as const
