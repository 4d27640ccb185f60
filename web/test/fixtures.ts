import type { User } from '../../contract/schemas/auth.ts'
import type { Category, Item } from '../../contract/schemas/catalogue.ts'
import { embedItemPath } from '../../contract/values/embed.ts'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'

/** A public media item the visitor can watch; override what a test is about. */
export function anItem(overrides: Partial<Item> = {}): Item {
  const uid = overrides.uid ?? 'item-1'
  return {
    uid,
    slug: `${uid}-slug`,
    content_object_type: 'media',
    content_object_id: `media-of-${uid}`,
    content_object: {
      uid: `media-of-${uid}`,
      name: `Film ${uid}`,
      excerpt: '',
      excerpt_is_custom: false,
      description: '',
      tags: [],
      files: [],
      thumbnail: '/thumb.jpg',
      trailer: null,
      type: 'video',
      duration: 3723,
      medias: [],
      medias_count: 0,
      medias_duration: 0,
    },
    content_object_thumbnail: '/thumb.jpg',
    category_name: null,
    categories: [],
    has_access: true,
    access_requested: false,
    visibility_type: 'public',
    monetization_enabled: false,
    plans: [],
    prices: [],
    is_content_downloadable: false,
    published_at: '2024-01-01T00:00:00.000Z',
    embed_url: embedItemPath(uid),
    expire_at: null,
    expired_at: null,
    live: null,
    ...overrides,
  }
}

export function aCategory(name: string, overrides: Partial<Category> = {}): Category {
  const slug = name.toLowerCase().replace(/\W+/g, '-')
  return {
    uid: `cat-${slug}`,
    parent_id: null,
    is_on_navbar: true,
    name,
    slug,
    description: '',
    thumbnail: null,
    icon: null,
    order_by: '-published_at',
    position: 0,
    parent: null,
    children: [],
    ...overrides,
  }
}

export function aWebsite(overrides: Partial<WebsiteSettings> = {}): WebsiteSettings {
  return {
    uid: 'site-1',
    name: 'Ma Vitrine',
    logo: null,
    footer: 'Merci de votre visite',
    socials: {},
    colors_theme: 'light',
    colors_primary: '#884aff',
    colors_secondary: '#a4a5a8',
    font: 'roboto',
    auth_enabled: true,
    auth_force_login: false,
    auth_method: 'users',
    auth_users_registration_enabled: true,
    auth_registration_custom_fields: [],
    auth_background_image: null,
    monetization_enabled: true,
    monetization_currency: 'eur',
    monetization_tips_enabled: true,
    show_legal: true,
    home_page: null,
    options_share_btn: true,
    options: { aspectRatioMediaCard: '16/9', subcategoryImage: 'icon' },
    shop_url: null,
    partners: [],
    ...overrides,
  }
}

/** The customer a test's stored token belongs to (what GET /auth/me/ answers by default). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'user-1',
    first_name: 'Marie',
    last_name: 'Curie',
    email: 'marie@example.com',
    show_billing_settings: true,
    staff_role: null,
    ...overrides,
  }
}
