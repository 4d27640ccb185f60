import type { Config } from '../config.ts'
import type { NewWebsite } from '../db/insert.ts'
import { DEMO_CUSTOMER, DEMO_STAFF, type DemoAccount } from './accounts.ts'
import { MAIN_SECTIONS } from './catalogue-data.ts'
import { buildCatalogue, type DemoCatalogue, type PlanSeed } from './catalogue.ts'
import { buildHomePage, buildShowcasePage, type DemoPage } from './home-page.ts'
import type { Motif } from './artwork/picture.ts'
import type { DemoImage } from './images.ts'
import { englishLegalNoticeHtml, legalNoticeHtml } from './legal.ts'
import { buildLiveEvents, type DemoLiveEvent } from './live-events.ts'
import { MAIN_HOME_BLOCKS, MAIN_WEBSITE_UID, mainSettings, mainSiteImages } from './main-site.ts'
import { createRandom } from './random.ts'
import {
  SWISS_HOME_BLOCKS,
  SWISS_HOSTS,
  SWISS_PLANS,
  SWISS_SECTIONS,
  SWISS_WEBSITE_UID,
  swissHomePage,
  swissSettings,
  swissSiteImages,
} from './swiss-site.ts'

/** Everything one demo website is made of, built in memory before anything is written. */
export interface DemoSite {
  website: NewWebsite & { uid: string }
  catalogue: DemoCatalogue
  homePage: DemoPage
  /** Pages of blocks besides the home page (the main site's showcase of every block). */
  otherPages: DemoPage[]
  legalHtml: string
  /** The same legal notice in English. */
  englishLegalHtml: string
  accounts: DemoAccount[]
  /** The site's own pictures (logo, backgrounds, banners). */
  images: DemoImage[]
  /** Upcoming live events and their items (issue 45). */
  liveEvents: DemoLiveEvent[]
}

const MAIN_PLANS: PlanSeed[] = [
  {
    key: 'mensuel',
    name: 'Abonnement mensuel',
    amount: 999,
    interval: 'month',
    description: 'Tout le catalogue, sans engagement.',
  },
  {
    key: 'annuel',
    name: 'Abonnement annuel',
    amount: 9900,
    interval: 'year',
    description: 'Deux mois offerts par rapport au mensuel.',
  },
  {
    key: 'passion',
    name: 'Pass Passion Artisanat',
    amount: 499,
    interval: 'month',
    description: 'Les cours d’artisanat et de détection.',
  },
]

const CONTACT_EMAIL = DEMO_STAFF.email

/**
 * What the main site's banners show, by number: home-page.ts names them Atelier, Grand large,
 * Sur scène, Au fournil, En chemin and Veillée.
 */
const MAIN_BANNER_MOTIFS: Motif[] = ['wood', 'waves', 'stage', 'bokeh', 'ridges', 'hills']

function withBannerMotifs(page: DemoPage): DemoPage {
  const motifOf = (image: DemoImage) => {
    const number = /banniere-(\d+)\.jpg$/.exec(image.path)?.[1]
    return number ? MAIN_BANNER_MOTIFS[(Number(number) - 1) % MAIN_BANNER_MOTIFS.length] : undefined
  }
  return { ...page, images: page.images.map((image) => ({ ...image, motif: motifOf(image) })) }
}

function homeContext(site: string, catalogue: DemoCatalogue) {
  return {
    site,
    items: catalogue.items.map((item) => ({ uid: item.uid, type: item.contentObjectType })),
    topCategories: catalogue.categories.filter((c) => c.isOnNavbar).map((c) => c.uid),
    subCategories: catalogue.categories.filter((c) => c.parentUid).map((c) => c.uid),
  }
}

/** The two demo websites; `now` anchors publication dates (spread over the two years before). */
export function buildDemoSites(config: Config, now: Date): DemoSite[] {
  const publicUrl = new URL(config.publicUrl)
  const mainHosts = [...new Set(['localhost', '127.0.0.1', publicUrl.hostname.toLowerCase()])]
  const swissUrl = new URL(config.publicUrl)
  swissUrl.hostname = 'suisse.localhost'

  const mainCatalogue = buildCatalogue({
    site: 'main',
    sections: MAIN_SECTIONS,
    plans: MAIN_PLANS,
    random: createRandom(20_240_601),
    now,
  })
  const mainContext = homeContext('main', mainCatalogue)
  const mainHome = withBannerMotifs(buildHomePage(mainContext, MAIN_WEBSITE_UID, MAIN_HOME_BLOCKS))
  const showcase = withBannerMotifs(buildShowcasePage(mainContext, MAIN_WEBSITE_UID))
  const swissCatalogue = buildCatalogue({
    site: 'suisse',
    sections: SWISS_SECTIONS,
    plans: SWISS_PLANS,
    random: createRandom(41),
    now,
  })
  const swissHome = swissHomePage(
    buildHomePage(homeContext('suisse', swissCatalogue), SWISS_WEBSITE_UID, SWISS_HOME_BLOCKS),
  )
  return [
    {
      website: {
        uid: MAIN_WEBSITE_UID,
        name: 'Vitrine Démo',
        settings: mainSettings(mainHome.uid),
        hosts: mainHosts.filter((host) => !SWISS_HOSTS.includes(host)),
        contactEmail: CONTACT_EMAIL,
        publicUrl: config.publicUrl,
      },
      catalogue: mainCatalogue,
      homePage: mainHome,
      otherPages: [showcase],
      legalHtml: legalNoticeHtml('Vitrine Démo', CONTACT_EMAIL),
      englishLegalHtml: englishLegalNoticeHtml('Vitrine Démo', CONTACT_EMAIL),
      accounts: [DEMO_CUSTOMER, DEMO_STAFF],
      images: mainSiteImages(MAIN_WEBSITE_UID),
      liveEvents: buildLiveEvents(
        'main',
        MAIN_WEBSITE_UID,
        config.secretKey,
        now,
        mainCatalogue.medias.slice(0, 2).map((media) => media.thumbnail),
      ),
    },
    {
      website: {
        uid: SWISS_WEBSITE_UID,
        name: 'Vitrine Suisse',
        settings: swissSettings(swissHome.uid),
        hosts: SWISS_HOSTS,
        contactEmail: CONTACT_EMAIL,
        publicUrl: swissUrl.toString().replace(/\/$/, ''),
      },
      catalogue: swissCatalogue,
      homePage: swissHome,
      otherPages: [],
      legalHtml: legalNoticeHtml('Vitrine Suisse', CONTACT_EMAIL),
      englishLegalHtml: englishLegalNoticeHtml('Vitrine Suisse', CONTACT_EMAIL),
      accounts: [DEMO_CUSTOMER, DEMO_STAFF],
      images: swissSiteImages(SWISS_WEBSITE_UID),
      liveEvents: [],
    },
  ]
}
