import type { NewFile, NewItem, NewMedia, NewPlan, NewPlaylist } from '../db/insert.ts'
import {
  DESCRIPTION_PARTS,
  type CategorySeed,
  type SectionSeed,
  type TitleSeed,
} from './catalogue-data.ts'
import { buildCategories, type DemoCategory } from './categories.ts'
import { LANDSCAPE, type DemoImage } from './images.ts'
import { clipFolder, clipFor, CLIP_SIZE } from './media/clips.ts'
import { freeAudienceOf, FreeAudience } from '../modules/access/playlist-openness.ts'
import {
  offersDownload,
  plansOf,
  PRICE_SHAPES,
  VISIBILITY_CYCLE,
  type DemoVisibility,
} from './offers.ts'
import { demoUid, type Random } from './random.ts'
import { descriptionFromText } from '../modules/catalogue/description.ts'

type WithUid<T> = T & { uid: string }

export interface PlanSeed {
  key: string
  name: string
  amount: number
  interval: 'month' | 'year'
  description: string
}

/** Every catalogue row of one demo site, ready to write, and the pictures they point to. */
export interface DemoCatalogue {
  categories: DemoCategory[]
  plans: WithUid<NewPlan>[]
  medias: WithUid<NewMedia>[]
  playlists: WithUid<NewPlaylist>[]
  items: WithUid<NewItem>[]
  files: NewFile[]
  images: DemoImage[]
}

export interface CatalogueOptions {
  /** Short key of the site: scopes uids and the picture folder. */
  site: string
  sections: SectionSeed[]
  plans: PlanSeed[]
  random: Random
  /** Publication dates spread over the two years before this instant. */
  now: Date
}

const TWO_YEARS_IN_SECONDS = 730 * 86_400
const MIN_PLAYLIST_MEDIAS = 3

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Builds the categories, plans, medias, playlists, items and files of a demo site. */
export function buildCatalogue(options: CatalogueOptions): DemoCatalogue {
  const { site, sections } = options
  const tree = buildCategories(site, sections)
  const catalogue: DemoCatalogue = {
    categories: tree.categories,
    plans: [],
    medias: [],
    playlists: [],
    items: [],
    files: [],
    images: tree.images.map((image) => ({ ...image, motif: motifOfCategory(sections, image) })),
  }
  addPlans(catalogue, options)
  const counters = { item: 0, paid: 0 }
  sections.forEach((section, index) => {
    const leaves = tree.leafPaths[index] ?? []
    const sectionMedias = section.titles.map((title, i) => {
      const path = leaves[i % leaves.length] ?? []
      const media = addMedia(catalogue, options, section, title)
      addItem(
        catalogue,
        options,
        counters,
        { type: 'media', uid: media.uid, name: title.name },
        path,
      )
      return media
    })
    for (const name of section.playlists) {
      // A playlist never gives a media away (access/playlist-openness.ts): it holds medias open
      // to everyone it is open to for free, or, when the section has too few of those, it is
      // given on request (as a festival's selection would be).
      const audience = demoAudience(nextVisibility(counters))
      const eligible = sectionMedias.filter((media) => {
        const own = catalogue.items.find((item) => item.contentObjectUid === media.uid)
        return own === undefined || itemAudience(own) >= audience
      })
      const onRequest = eligible.length < MIN_PLAYLIST_MEDIAS
      const pool = onRequest ? sectionMedias : eligible
      const count = Math.min(pool.length, options.random.int(MIN_PLAYLIST_MEDIAS, 6))
      const medias = options.random.sample(pool, count)
      const playlist = addPlaylist(catalogue, options, section, name, medias)
      addItem(
        catalogue,
        options,
        counters,
        { type: 'playlist', uid: playlist.uid, name },
        [leaves[0]?.[0] ?? ''],
        onRequest ? 'on_demand' : undefined,
      )
    }
  })
  return catalogue
}

/** A category's pictures show the motif of the section it belongs to. */
function motifOfCategory(sections: SectionSeed[], image: DemoImage) {
  const slug = image.path
    .split('/')
    .at(-1)
    ?.replace(/(-icon)?\.\w+$/, '')
  const holds = (seed: CategorySeed): boolean =>
    seed.slug === slug || (seed.children ?? []).some(holds)
  return sections.find((section) => holds(section.category))?.motif
}

function addPlans(catalogue: DemoCatalogue, { site, plans }: CatalogueOptions): void {
  plans.forEach((plan, position) => {
    const thumbnail = `demo/${site}/plan/${plan.key}.jpg`
    catalogue.plans.push({ uid: demoUid(site, 'plan', plan.key), ...plan, thumbnail, position })
    catalogue.images.push({ path: thumbnail, ...LANDSCAPE, title: plan.name, hue: 265 })
  })
}

function describe(random: Random, name: string, category: string): string {
  const parts = random.sample(DESCRIPTION_PARTS.slice(1), 2)
  const first = (DESCRIPTION_PARTS[0] ?? '').replace('{name}', name).replace('{category}', category)
  return [first, ...parts].join(' ')
}

function addMedia(
  catalogue: DemoCatalogue,
  { site, random }: CatalogueOptions,
  section: SectionSeed,
  title: TitleSeed,
): WithUid<NewMedia> {
  const uid = demoUid(site, 'media', title.name)
  const thumbnail = `demo/${site}/media/${uid}.jpg`
  const description = describe(random, title.name, section.category.name)
  const custom = random.next() < 0.2
  const media = {
    uid,
    name: title.name,
    excerpt: custom
      ? `À ne pas manquer : ${title.name.toLowerCase()}.`
      : (description.split('. ')[0] ?? ''),
    excerptIsCustom: custom,
    description: descriptionFromText(description),
    tags: title.tags,
    duration: clipFor(uid).duration,
    thumbnail,
  }
  // The demo once drew a made-up length here; the draw stays so that every later one (dates,
  // playlists) gives the same catalogue as before.
  random.int(4 * 60, 95 * 60)
  catalogue.medias.push(media)
  catalogue.images.push({
    path: thumbnail,
    ...LANDSCAPE,
    title: title.name,
    subtitle: section.category.name,
    hue: (section.hue + random.int(-20, 20) + 360) % 360,
    motif: section.motif,
  })
  return media
}

function addPlaylist(
  catalogue: DemoCatalogue,
  { site }: CatalogueOptions,
  section: SectionSeed,
  name: string,
  medias: WithUid<NewMedia>[],
): WithUid<NewPlaylist> {
  const uid = demoUid(site, 'playlist', name)
  const thumbnail = `demo/${site}/playlist/${uid}.jpg`
  const playlist = {
    uid,
    name,
    excerpt: `${medias.length} épisodes autour de la rubrique ${section.category.name}.`,
    excerptIsCustom: true,
    description: descriptionFromText(
      `Une sélection de ${medias.length} films : ${medias.map((m) => m.name).join(', ')}.`,
    ),
    tags: ['playlist', ...new Set(medias.flatMap((m) => m.tags ?? []))].slice(0, 6),
    thumbnail,
    mediaUids: medias.map((media) => media.uid),
  }
  catalogue.playlists.push(playlist)
  catalogue.images.push({
    path: thumbnail,
    ...LANDSCAPE,
    title: name,
    subtitle: `Playlist · ${medias.length} vidéos`,
    // Near the section's hue, so that its medias and playlists read as one family.
    hue: (section.hue + 25) % 360,
    motif: section.motif,
  })
  return playlist
}

/** The visibility the next item gets. */
function nextVisibility(counters: { item: number }): DemoVisibility {
  return VISIBILITY_CYCLE[counters.item % VISIBILITY_CYCLE.length] ?? 'public'
}

/** Who may watch an item of that visibility for free; both demo sites sell. */
function demoAudience(visibility: DemoVisibility): FreeAudience {
  return freeAudienceOf(
    {
      uid: '',
      visibility_type: visibility === 'monetized' ? 'public' : visibility,
      monetization_enabled: visibility === 'monetized',
    },
    true,
  )
}

function itemAudience(item: NewItem): FreeAudience {
  const subject = {
    uid: '',
    visibility_type: item.visibilityType ?? 'public',
    monetization_enabled: Boolean(item.monetizationEnabled),
  }
  return freeAudienceOf(subject, true)
}

interface ContentRef {
  type: 'media' | 'playlist'
  uid: string
  name: string
}

function addItem(
  catalogue: DemoCatalogue,
  options: CatalogueOptions,
  counters: { item: number; paid: number },
  content: ContentRef,
  categoryUids: string[],
  /** Instead of the next of the cycle (which moves on all the same). */
  visibilityInstead?: DemoVisibility,
): void {
  const { site, random, now } = options
  const visibility = visibilityInstead ?? nextVisibility(counters)
  counters.item++
  const uid = demoUid(site, 'item', content.type, content.name)
  const item: WithUid<NewItem> = {
    uid,
    slug: slugify(content.name),
    contentObjectType: content.type,
    contentObjectUid: content.uid,
    visibilityType: visibility === 'monetized' ? 'public' : visibility,
    publishedAt: new Date(now.getTime() - random.int(0, TWO_YEARS_IN_SECONDS) * 1000).toISOString(),
    categoryUids: categoryUids.filter(Boolean),
  }
  if (visibility === 'monetized') addOffers(catalogue, options, counters.paid++, item, content)
  // Some free items can be downloaded too, so the download list shows without a purchase.
  else if (visibility === 'public' && counters.item % 4 === 1) item.isContentDownloadable = true
  if (item.isContentDownloadable) {
    const playlist = catalogue.playlists.find((p) => p.uid === content.uid)
    const mediaUids = content.type === 'media' ? [content.uid] : (playlist?.mediaUids ?? [])
    for (const mediaUid of mediaUids) addFiles(catalogue, site, mediaUid)
  }
  catalogue.items.push(item)
}

function addOffers(
  catalogue: DemoCatalogue,
  { site, plans }: CatalogueOptions,
  paidIndex: number,
  item: WithUid<NewItem>,
  content: ContentRef,
): void {
  const shape = PRICE_SHAPES[paidIndex % PRICE_SHAPES.length] ?? []
  item.monetizationEnabled = true
  item.prices = shape.map((price, i) => ({
    ...price,
    uid: demoUid(site, 'price', item.uid, `${i}`),
  }))
  const planKeys = plansOf(
    paidIndex,
    plans.map((plan) => plan.key),
    shape.length > 0,
  )
  item.planUids = planKeys.map((key) => demoUid(site, 'plan', key))
  item.isContentDownloadable = offersDownload(shape)
  if (paidIndex % 2 === 0) addTrailer(catalogue, site, content)
}

/** A short trailer media (not an item of its own) that paid content points to. */
function addTrailer(catalogue: DemoCatalogue, site: string, content: ContentRef): void {
  const owner =
    content.type === 'media'
      ? catalogue.medias.find((media) => media.uid === content.uid)
      : catalogue.playlists.find((playlist) => playlist.uid === content.uid)
  if (!owner) return
  const uid = demoUid(site, 'trailer', content.uid)
  catalogue.medias.push({
    uid,
    name: `Bande-annonce : ${content.name}`,
    excerpt: `Les premières minutes de « ${content.name} ».`,
    description: `Un avant-goût de « ${content.name} » avant de l’acheter ou de s’abonner.`,
    tags: ['bande-annonce'],
    duration: clipFor(uid).duration,
    thumbnail: owner.thumbnail ?? null,
  })
  owner.trailerUid = uid
}

/**
 * HD and source downloads, plus a bonus booklet for every other media. Both videos are the
 * media's clip as an MP4, labelled with its real picture size; attachDemoMedia sets the sizes of
 * the files on disk.
 */
function addFiles(catalogue: DemoCatalogue, site: string, mediaUid: string): void {
  const media = catalogue.medias.find((m) => m.uid === mediaUid)
  if (!media || catalogue.files.some((file) => file.mediaUid === mediaUid)) return
  const folder = `demo/${site}/files/${media.uid}`
  const video = {
    mediaUid: media.uid,
    size: 0,
    path: `${clipFolder(clipFor(media.uid))}/hd.mp4`,
    ...CLIP_SIZE,
  }
  const lines = `${CLIP_SIZE.height}p`
  catalogue.files.push(
    {
      uid: demoUid(site, 'file', media.uid, 'hd'),
      kind: 'hd',
      displayName: `${media.name} (HD ${lines}, MP4)`,
      ...video,
    },
    {
      uid: demoUid(site, 'file', media.uid, 'source'),
      kind: 'source',
      displayName: `${media.name} (source ${lines}, MP4)`,
      ...video,
    },
  )
  if (media.name.length % 2 === 0) {
    catalogue.files.push({
      uid: demoUid(site, 'file', media.uid, 'bonus'),
      mediaUid: media.uid,
      kind: 'bonus',
      displayName: 'Livret d’accompagnement (PDF)',
      size: 2_400_000 + media.name.length * 10_000,
      path: `${folder}/livret.pdf`,
      slug: 'livret',
    })
  }
}
