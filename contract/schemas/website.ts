import { Type, type Static } from 'typebox'
import { Nullable, Uid } from './common.ts'

import {
  DEFAULT_WEBSITE_OPTIONS,
  FONTS,
  PARTNER_KINDS,
  SOCIAL_NETWORKS,
} from '../values/website.ts'

export { DEFAULT_WEBSITE_OPTIONS, SOCIAL_NETWORKS }

export const Socials = Type.Object(
  Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, Type.Optional(Type.String())])),
)

export const WebsiteOptions = Type.Object({
  aspectRatioMediaCard: Type.String(),
  subcategoryImage: Type.Union([Type.Literal('icon'), Type.Literal('vertical-image')]),
})
export type WebsiteOptions = Static<typeof WebsiteOptions>

/** An extra field asked for at registration. */
export const CustomField = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 40 }),
  label: Type.String(),
  required: Type.Boolean(),
})
export type CustomField = Static<typeof CustomField>

/** A static partner or promotional page (spec §1, §2: /partenaires/{slug}). */
export const PartnerPage = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  kind: Type.Enum(PARTNER_KINDS),
  title: Type.String(),
  description: Type.String(),
  /** The title and text for visitors who chose English, when the owner wrote them. */
  title_en: Type.Optional(Type.String()),
  description_en: Type.Optional(Type.String()),
  images: Type.Array(Type.Object({ src: Type.String(), alt: Type.String() })),
  links: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
  contact: Type.Object({
    email: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    address: Type.Optional(Type.String()),
  }),
  promo_code: Type.Optional(Type.String()),
})
export type PartnerPage = Static<typeof PartnerPage>

export const Currency = Type.Union([Type.Literal('eur'), Type.Literal('chf')])
export type Currency = Static<typeof Currency>

/** GET /website/ — the settings a storefront starts from (spec §3). */
export const WebsiteSettings = Type.Object({
  uid: Uid,
  name: Type.String(),
  logo: Nullable(Type.String()),
  footer: Type.String(),
  socials: Socials,
  colors_theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
  colors_primary: Type.String(),
  colors_secondary: Type.String(),
  /** The type family of the storefront's text (FONTS). */
  font: Type.Enum(FONTS),
  auth_enabled: Type.Boolean(),
  auth_force_login: Type.Boolean(),
  auth_method: Type.String(),
  auth_users_registration_enabled: Type.Boolean(),
  auth_registration_custom_fields: Type.Array(CustomField),
  auth_background_image: Nullable(Type.String()),
  monetization_enabled: Type.Boolean(),
  monetization_currency: Currency,
  monetization_tips_enabled: Type.Boolean(),
  show_legal: Type.Boolean(),
  home_page: Nullable(Uid),
  options_share_btn: Type.Boolean(),
  options: WebsiteOptions,
  shop_url: Nullable(Type.String()),
  partners: Type.Array(PartnerPage),
})
export type WebsiteSettings = Static<typeof WebsiteSettings>
