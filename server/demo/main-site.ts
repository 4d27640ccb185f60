import type { PartnerPage } from '../../contract/schemas/website.ts'
import { SOCIAL_NETWORKS } from '../../contract/schemas/website.ts'
import { websiteAssetAddress, websiteAssetPath } from '../modules/images/addresses.ts'
import { defaultWebsiteSettings, type StoredSettings } from '../modules/websites/defaults.ts'
import type { BlockChoice } from './home-page.ts'
import { LANDSCAPE, type DemoImage } from './images.ts'

export const MAIN_WEBSITE_UID = 'vitrine-demo'

const SOCIAL_URLS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  youtube: 'https://www.youtube.com/@vitrinedemo',
  facebook: 'https://www.facebook.com/vitrinedemo',
  twitter: 'https://twitter.com/vitrinedemo',
  instagram: 'https://www.instagram.com/vitrinedemo',
  tiktok: 'https://www.tiktok.com/@vitrinedemo',
  linkedin: 'https://www.linkedin.com/company/vitrinedemo',
  snapchat: 'https://www.snapchat.com/add/vitrinedemo',
  twitch: 'https://www.twitch.tv/vitrinedemo',
  soundcloud: 'https://soundcloud.com/vitrinedemo',
  discord: 'https://discord.gg/vitrinedemo',
}

const asset = (name: string) => websiteAssetAddress(name)
const partnerImages = (slug: string, alts: string[]) =>
  alts.map((alt, i) => ({ src: asset(`partenaire-${slug}-${i + 1}.jpg`), alt }))

/** Three partner pages (spec §1, §2); phone numbers are in the range reserved for fiction. */
export const PARTNERS: PartnerPage[] = [
  {
    slug: 'code-promo-lumen',
    name: 'Lumen Optique',
    kind: 'promo-code',
    title: '−15 % sur les lampes frontales Lumen',
    description:
      'Lumen fabrique en Savoie des lampes frontales robustes pour la randonnée, la détection de nuit et l’atelier. Avec le code ci-dessous, profitez de 15 % de remise sur toute la boutique jusqu’à la fin du mois.',
    title_en: '15% off Lumen head torches',
    description_en:
      'Lumen makes sturdy head torches in Savoie for hiking, night detecting and the workshop. With the code below, get 15% off the whole shop until the end of the month.',
    images: partnerImages('code-promo-lumen', ['Lampe frontale Lumen', 'Randonnée de nuit']),
    links: [{ label: 'Voir la boutique Lumen', url: 'https://lumen-optique.example/' }],
    contact: { email: 'bonjour@lumen-optique.example' },
    promo_code: 'VITRINE15',
  },
  {
    slug: 'artisan-ebeniste',
    name: 'Atelier Duval',
    kind: 'craftsman',
    title: 'Jean-Marc Duval, ébéniste à Dijon',
    description:
      'Depuis trente ans, Jean-Marc Duval restaure des meubles anciens et crée des pièces sur mesure en chêne, noyer et merisier. Il accueille des élèves pour des stages d’une semaine.',
    title_en: 'Jean-Marc Duval, cabinetmaker in Dijon',
    description_en:
      'For thirty years Jean-Marc Duval has restored antique furniture and made bespoke pieces in oak, walnut and cherry. He welcomes students for one-week courses.',
    images: partnerImages('artisan-ebeniste', ['L’atelier', 'Commode en noyer restaurée']),
    links: [
      { label: 'Le site de l’atelier', url: 'https://atelier-duval.example/' },
      { label: 'Réserver un stage', url: 'https://atelier-duval.example/stages' },
    ],
    contact: {
      email: 'atelier@atelier-duval.example',
      phone: '+33 1 99 00 12 34',
      address: '12 rue des Tanneries, 21000 Dijon',
    },
  },
  {
    slug: 'boutique-detection',
    name: 'Détecto Passion',
    kind: 'detection-shop',
    title: 'Le spécialiste de la détection de loisir',
    description:
      'Détecteurs, pelles, pinpointers et conseils d’experts : Détecto Passion équipe les prospecteurs débutants comme confirmés, et rappelle les règles pour prospecter en toute légalité.',
    title_en: 'The hobby detecting specialist',
    description_en:
      'Detectors, spades, pinpointers and expert advice: Détecto Passion equips beginners and seasoned prospectors alike, and reminds them of the rules for detecting within the law.',
    images: partnerImages('boutique-detection', ['Le magasin', 'Détecteurs en vitrine']),
    links: [{ label: 'Boutique en ligne', url: 'https://detecto-passion.example/' }],
    contact: {
      email: 'contact@detecto-passion.example',
      phone: '+33 1 99 00 56 78',
      address: 'Zone artisanale des Prés, 45000 Orléans',
    },
  },
]

/**
 * The main site's home page, in an order that sells: the promise, what is live, what is new, the
 * themes, a selection, the yearly plan, a craft row, what members say, a donation, why Vitrine,
 * the questions, and a word to the team. Each layout once; every layout is on the showcase.
 */
export const MAIN_HOME_BLOCKS: BlockChoice[] = [
  ['Banner1', 'sidebar-left', 0],
  ['Items', 'live-now-and-upcoming', 1],
  ['Items', 'medias-slider', 0],
  ['Categories', 'slider', 0],
  ['Items', 'medias-grid', 1],
  ['Banner3', 'fullwidth-center', 2],
  ['Items', 'container-slider-media-left', 6],
  ['Testimonials', 'slider', 0],
  ['Banner2', 'banner-center', 1],
  ['Features', 'grid', 0],
  ['Faq', 'expansion-panels', 0],
  ['Banner2', 'sidebar-card-right', 0],
]

/** Settings of "Vitrine Démo": every option of the storefront turned on. */
export function mainSettings(homePageUid: string): StoredSettings {
  return {
    ...defaultWebsiteSettings(),
    logo: asset('logo.png'),
    footer:
      'Vitrine Démo — documentaires, cours et films choisis avec soin. Site de démonstration : les vidéos, les prix et les partenaires sont fictifs.',
    socials: { ...SOCIAL_URLS },
    auth_enabled: true,
    auth_force_login: false,
    auth_method: 'users',
    auth_users_registration_enabled: true,
    auth_registration_custom_fields: [{ name: 'ville', label: 'Ville', required: false }],
    auth_background_image: asset('fond-connexion.jpg'),
    monetization_enabled: true,
    monetization_currency: 'eur',
    monetization_tips_enabled: true,
    show_legal: true,
    home_page: homePageUid,
    options_share_btn: true,
    options: { aspectRatioMediaCard: '16/9', subcategoryImage: 'icon' },
    shop_url: 'https://boutique.vitrine-demo.example/',
    partners: PARTNERS,
  }
}

/** The main site's own pictures: logo, sign-in background and partner photos. */
export function mainSiteImages(websiteUid: string): DemoImage[] {
  const at = (name: string) => websiteAssetPath(websiteUid, name)
  return [
    { path: at('logo.png'), width: 640, height: 160, title: 'Vitrine', hue: 265, style: 'logo' },
    {
      path: at('fond-connexion.jpg'),
      width: 1920,
      height: 1080,
      title: 'Bienvenue sur Vitrine Démo',
      hue: 260,
    },
    ...PARTNERS.flatMap((partner, p) =>
      partner.images.map((image, i) => ({
        path: at(image.src.split('/').at(-1) ?? ''),
        ...LANDSCAPE,
        title: image.alt,
        subtitle: partner.name,
        hue: (40 + p * 90 + i * 20) % 360,
      })),
    ),
  ]
}
