import { websiteAssetAddress, websiteAssetPath } from '../modules/images/addresses.ts'
import { defaultWebsiteSettings, type StoredSettings } from '../modules/websites/defaults.ts'
import type { SectionSeed } from './catalogue-data.ts'
import type { PlanSeed } from './catalogue.ts'
import type { BlockChoice, DemoPage } from './home-page.ts'
import type { DemoImage } from './images.ts'

export const SWISS_WEBSITE_UID = 'vitrine-suisse'
export const SWISS_HOSTS = ['127.0.0.2', 'suisse.localhost']

/** A small second catalogue: two categories, ten items, one plan. */
export const SWISS_SECTIONS: SectionSeed[] = [
  {
    category: {
      slug: 'alpes',
      name: 'Alpes suisses',
      description: 'Cols, lacs et villages de montagne.',
    },
    navbar: true,
    hue: 200,
    motif: 'alps',
    titles: [
      { name: 'Le Cervin à l’aube', tags: ['Alpes', 'Valais', 'sommet'] },
      { name: 'Le Glacier d’Aletsch', tags: ['Alpes', 'glacier', 'randonnée'] },
      { name: 'Train rouge de la Bernina', tags: ['Alpes', 'train', 'Grisons'] },
      { name: 'Lac Léman en bateau à vapeur', tags: ['lac', 'Léman', 'croisière'] },
      { name: 'Désalpe à Charmey', tags: ['tradition', 'Gruyère', 'vaches'] },
    ],
    playlists: [],
  },
  {
    category: {
      slug: 'fromages',
      name: 'Fromages et terroir',
      description: 'Alpages, caves et recettes de fondue.',
    },
    navbar: true,
    hue: 40,
    motif: 'bokeh',
    titles: [
      { name: 'Le Gruyère d’alpage', tags: ['fromage', 'Gruyère', 'alpage'] },
      { name: 'La Fondue moitié-moitié', tags: ['recette', 'fondue', 'fromage'] },
      { name: 'Raclette au feu de bois', tags: ['recette', 'raclette', 'Valais'] },
      { name: 'Les Caves de l’Emmental', tags: ['fromage', 'Emmental', 'affinage'] },
      { name: 'Chocolatier à Neuchâtel', tags: ['chocolat', 'artisan', 'Neuchâtel'] },
    ],
    playlists: [],
  },
]

export const SWISS_PLANS: PlanSeed[] = [
  {
    key: 'annuel',
    name: 'Abonnement annuel',
    amount: 8900,
    interval: 'year',
    description: 'Tout le catalogue suisse pendant un an.',
  },
]

/** The red of the Swiss flag: the site's theme and every button of its home page. */
export const SWISS_RED = '#d52b1e'

/**
 * The colours the home page blocks are written in (the main site's violet) and the Swiss colour
 * taking the place of each.
 */
const SWISS_COLOURS: Record<string, string> = {
  '#884aff': SWISS_RED,
  '#1d1433': '#2b0d0a',
  '#f4efff': '#fdeeed',
}

/** "Vitrine Suisse": francs suisses, sign-in required to see anything. */
export function swissSettings(homePageUid: string): StoredSettings {
  return {
    ...defaultWebsiteSettings(),
    logo: websiteAssetAddress('logo.png'),
    footer: 'Vitrine Suisse — le second site de démonstration, en francs suisses.',
    socials: { youtube: 'https://www.youtube.com/@vitrinesuisse' },
    colors_primary: SWISS_RED,
    colors_secondary: '#8f1d14',
    auth_force_login: true,
    auth_background_image: websiteAssetAddress('fond-connexion.jpg'),
    monetization_currency: 'chf',
    monetization_tips_enabled: false,
    home_page: homePageUid,
    options: { aspectRatioMediaCard: '16/9', subcategoryImage: 'vertical-image' },
  }
}

export function swissSiteImages(websiteUid: string): DemoImage[] {
  const at = (name: string) => websiteAssetPath(websiteUid, name)
  return [
    { path: at('logo.png'), width: 640, height: 160, title: 'Suisse', hue: 0, style: 'logo' },
    {
      path: at('fond-connexion.jpg'),
      width: 1920,
      height: 1080,
      title: 'Grüezi !',
      hue: 355,
      motif: 'alps',
    },
  ]
}

/** A colour of a block in the Swiss palette; a colour with opacity (`#1d143399`) keeps it. */
function swissColour(value: string): string {
  const swiss = SWISS_COLOURS[value.slice(0, 7).toLowerCase()]
  return swiss ? swiss + value.slice(7) : value
}

function recolour<T>(value: T): T {
  if (typeof value === 'string') return swissColour(value) as T
  if (Array.isArray(value)) return value.map(recolour) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, recolour(v)])) as T
  }
  return value
}

/** A shorter home page than the main site's: a hero, two rows, the themes and the questions. */
export const SWISS_HOME_BLOCKS: BlockChoice[] = [
  ['Banner1', 'sidebar-left', 0],
  ['Items', 'medias-grid', 0],
  ['Categories', 'slider', 0],
  ['Faq', 'card-expansion-panels', 0],
  ['Items', 'medias-slider', 1],
]

/**
 * The home page made for the main site, in Swiss colours (its buttons, like the theme's, red)
 * and with banners of red dawns over the Alps.
 */
export function swissHomePage(page: DemoPage): DemoPage {
  return {
    ...page,
    content: recolour(page.content),
    images: page.images.map((image, i) =>
      image.style === 'icon' ? image : { ...image, motif: 'alps', hue: (350 + i * 12) % 360 },
    ),
  }
}
