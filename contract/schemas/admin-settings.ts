import { BROADCAST_RATE_PER_SECOND } from '../values/admin-broadcasts.ts'
import { Type, type Static } from 'typebox'
import { Appearance } from './admin.ts'
import {
  CHECKOUT_REMINDER_DELAY_HOURS,
  RENEWAL_GRACE_DAYS,
  SUBSCRIPTION_PAUSE_MONTHS,
  SUBSCRIPTION_WINBACK_MONTHS,
  WINBACK_AMOUNT_MAX,
  WINBACK_KINDS,
  CURRENCIES,
  CUSTOM_FIELD_LABEL_MAX_LENGTH,
  HOST_MAX_LENGTH,
  LEGAL_MAX_LENGTH,
  MAX_CUSTOM_FIELDS,
  MAX_HOSTS,
  MAX_UPLOAD_QUOTA_GIB,
  MAX_PARTNER_LINKS,
  MAX_PARTNER_PICTURES,
  MAX_PARTNERS,
  PARTNER_DESCRIPTION_MAX_LENGTH,
  PARTNER_EMAIL_MAX_LENGTH,
  PARTNER_NAME_MAX_LENGTH,
  PARTNER_PHONE_MAX_LENGTH,
  PARTNER_SLUG_MAX_LENGTH,
  PARTNER_TEXT_MAX_LENGTH,
  PARTNER_TITLE_MAX_LENGTH,
  PARTNER_URL_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
} from '../values/admin-settings.ts'
import { FONTS, PARTNER_KINDS } from '../values/website.ts'
import { CustomField } from './website.ts'

/** An extra registration field as the owner sets it: its key, the label visitors read, required. */
const RegistrationField = Type.Object(
  {
    name: CustomField.properties.name,
    label: Type.String({ minLength: 1, maxLength: CUSTOM_FIELD_LABEL_MAX_LENGTH }),
    required: Type.Boolean(),
  },
  { additionalProperties: false },
)

const required = (maxLength: number) => Type.String({ minLength: 1, maxLength })
const optional = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
const closed = { additionalProperties: false }

/**
 * A partner page as the owner writes it (PartnerPage of website.ts, spec §1, §2), within
 * bounds. The description is plain text; pictures are addresses of this server or http(s), links
 * http(s) only, and each slug names one page of the site: the server checks those.
 */
export const AdminPartnerPage = Type.Object(
  {
    slug: required(PARTNER_SLUG_MAX_LENGTH),
    name: required(PARTNER_NAME_MAX_LENGTH),
    kind: Type.Enum(PARTNER_KINDS),
    title: required(PARTNER_TITLE_MAX_LENGTH),
    description: Type.String({ maxLength: PARTNER_DESCRIPTION_MAX_LENGTH }),
    /** In English, for visitors who chose English; left out or blank, they read the French. */
    title_en: optional(PARTNER_TITLE_MAX_LENGTH),
    description_en: Type.Optional(Type.String({ maxLength: PARTNER_DESCRIPTION_MAX_LENGTH })),
    images: Type.Array(
      Type.Object(
        { src: required(PARTNER_URL_MAX_LENGTH), alt: required(PARTNER_TEXT_MAX_LENGTH) },
        closed,
      ),
      { maxItems: MAX_PARTNER_PICTURES },
    ),
    links: Type.Array(
      Type.Object(
        { label: required(PARTNER_TEXT_MAX_LENGTH), url: required(PARTNER_URL_MAX_LENGTH) },
        closed,
      ),
      { maxItems: MAX_PARTNER_LINKS },
    ),
    contact: Type.Object(
      {
        email: Type.Optional(Type.String({ format: 'email', maxLength: PARTNER_EMAIL_MAX_LENGTH })),
        phone: optional(PARTNER_PHONE_MAX_LENGTH),
        address: optional(PARTNER_TEXT_MAX_LENGTH),
      },
      closed,
    ),
    promo_code: optional(PROMO_CODE_MAX_LENGTH),
  },
  closed,
)
export type AdminPartnerPage = Static<typeof AdminPartnerPage>

/**
 * GET and PUT /settings/: the site settings its owner changes. `appearance` is the editor
 * drawer's (logo, footer, socials, colours), checked the same way; the other fields keep the
 * names of WebsiteSettings (spec §3). `legal` (and `legal_en`) is the legal page's rich text, sanitised on the
 * server; `hosts` are the host names the website answers to, each claimed by one website only;
 * `partners` are the pages at /partenaires/{slug}, in the order the storefront lists them.
 */
export const AdminSettings = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SITE_NAME_MAX_LENGTH }),
    appearance: Appearance,
    font: Type.Enum(FONTS),
    show_legal: Type.Boolean(),
    legal: Type.String({ maxLength: LEGAL_MAX_LENGTH }),
    /**
     * The legal text for visitors who chose English ('' for none: they read the French). Left
     * out of a PUT, it stays as it is.
     */
    legal_en: Type.Optional(Type.String({ maxLength: LEGAL_MAX_LENGTH })),
    auth_force_login: Type.Boolean(),
    auth_users_registration_enabled: Type.Boolean(),
    auth_registration_custom_fields: Type.Array(RegistrationField, {
      maxItems: MAX_CUSTOM_FIELDS,
    }),
    monetization_currency: Type.Enum(CURRENCIES),
    monetization_tips_enabled: Type.Boolean(),
    /**
     * Whether Stripe's payment page lets buyers type a promotion code made in the Stripe
     * dashboard (when Stripe takes the payments). The website's own promo codes work either way.
     */
    stripe_promotion_codes: Type.Boolean(),
    options_share_btn: Type.Boolean(),
    hosts: Type.Array(Type.String({ minLength: 1, maxLength: HOST_MAX_LENGTH }), {
      minItems: 1,
      maxItems: MAX_HOSTS,
    }),
    partners: Type.Array(AdminPartnerPage, { maxItems: MAX_PARTNERS }),
    /**
     * GiB the website's media files and uploads may take, 0 for no limit: an upload that would
     * pass it is refused as it starts (413). Left out of a PUT, it stays as it is.
     */
    upload_quota_gib: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_UPLOAD_QUOTA_GIB })),
    /**
     * Whether a signed-in customer who started a checkout and did not pay gets one reminder mail
     * (only with their consent to marketing mail). Off by default; left out of a PUT, it stays.
     */
    checkout_reminder_enabled: Type.Optional(Type.Boolean()),
    /** Hours after the checkout started that the reminder goes, 1–168 (24 by default). */
    checkout_reminder_delay_hours: Type.Optional(
      Type.Integer({
        minimum: CHECKOUT_REMINDER_DELAY_HOURS.min,
        maximum: CHECKOUT_REMINDER_DELAY_HOURS.max,
      }),
    ),
    /** Broadcast mails sent a second at most, 1–1000 (20 by default); left out of a PUT, it stays. */
    broadcast_rate_per_second: Type.Optional(
      Type.Integer({
        minimum: BROADCAST_RATE_PER_SECOND.min,
        maximum: BROADCAST_RATE_PER_SECOND.max,
      }),
    ),
    /**
     * Whether a subscriber who cancels is offered to pause instead (no renewal and no access
     * during the pause, which ends by itself). Off by default; left out of a PUT, it stays.
     */
    subscription_pause_enabled: Type.Optional(Type.Boolean()),
    /** The longest pause a subscriber may choose, in months, 1–3 (3 by default). */
    subscription_pause_max_months: Type.Optional(
      Type.Integer({
        minimum: SUBSCRIPTION_PAUSE_MONTHS.min,
        maximum: SUBSCRIPTION_PAUSE_MONTHS.max,
      }),
    ),
    /**
     * Whether a subscriber who cancels is offered a discount on their next renewals instead
     * (once per subscription). Off by default; left out of a PUT, it stays. Turned on, the field
     * its kind names must be given: a 400 names it otherwise.
     */
    subscription_winback_enabled: Type.Optional(Type.Boolean()),
    /** What the offer takes off each discounted renewal: a percentage, or an amount. */
    subscription_winback_kind: Type.Optional(Type.Enum(WINBACK_KINDS)),
    /** The percentage off, 1–100, for the kind 'percent'. */
    subscription_winback_percent_off: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
    ),
    /** The amount off each renewal in minor units of the site's currency, for the kind 'amount'. */
    subscription_winback_amount_off: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: WINBACK_AMOUNT_MAX }), Type.Null()]),
    ),
    /** How many renewals the offer lowers, 1–12 (3 by default). */
    subscription_winback_months: Type.Optional(
      Type.Integer({
        minimum: SUBSCRIPTION_WINBACK_MONTHS.min,
        maximum: SUBSCRIPTION_WINBACK_MONTHS.max,
      }),
    ),
    /** Days a subscriber whose renewal failed keeps their access, 0–30 (7 by default). */
    renewal_grace_days: Type.Optional(
      Type.Integer({ minimum: RENEWAL_GRACE_DAYS.min, maximum: RENEWAL_GRACE_DAYS.max }),
    ),
  },
  { additionalProperties: false },
)
export type AdminSettings = Static<typeof AdminSettings>

/**
 * PATCH /settings/: only the fields one section of the settings changes, each checked as in
 * AdminSettings; `appearance` may hold only some of its fields (the identity section sends the
 * logo, the colours section the colours, the footer section the footer and socials). What is
 * left out stays as it is.
 */
export const AdminSettingsChange = Type.Partial(
  Type.Object({ ...AdminSettings.properties, appearance: Type.Partial(Appearance) }),
  closed,
)
export type AdminSettingsChange = Static<typeof AdminSettingsChange>
