import { websiteAssetAddress, websiteAssetPath } from '../../modules/images/addresses.ts'
import { defaultWebsiteSettings, type StoredSettings } from '../../modules/websites/defaults.ts'
import type { SectionSeed } from './catalogue-data.ts'
import type { PlanSeed } from './catalogue.ts'
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

/** "Vitrine Suisse": francs suisses, sign-in required to see anything. */
export function swissSettings(homePageUid: string): StoredSettings {
  return {
    ...defaultWebsiteSettings(),
    logo: websiteAssetAddress('logo.png'),
    footer: 'Vitrine Suisse — le second site de démonstration, en francs suisses.',
    socials: { youtube: 'https://www.youtube.com/@vitrinesuisse' },
    colors_primary: '#d52b1e',
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
    { path: at('fond-connexion.jpg'), width: 1920, height: 1080, title: 'Grüezi !', hue: 355 },
  ]
}
