import { BLOCK_LAYOUTS, type Block, type BlockComponent } from '../../contract/schemas/pages.ts'
import { websiteAssetAddress, websiteAssetPath } from '../modules/images/addresses.ts'
import { BLOCK_MAKERS, type HomeContext } from './home-blocks.ts'
import { ICON, LANDSCAPE, type DemoImage } from './images.ts'
import { demoUid } from './random.ts'

/** The showcase's order: a hero first, then lists and banners alternate. */
const SHOWCASE_ORDER: BlockComponent[] = [
  'Banner1',
  'Items',
  'Categories',
  'Faq',
  'Banner2',
  'Testimonials',
  'Banner3',
  'Features',
]

/** The address of the main demo site's showcase: `/pages/tous-les-blocs`. */
export const SHOWCASE_PAGE_UID = 'tous-les-blocs'

export interface DemoPage {
  uid: string
  title: string
  content: Block[]
  images: DemoImage[]
}

/** One block of a demo page: its component, its layout, and which of the maker's texts (`n`). */
export type BlockChoice = [BlockComponent, string, number]

type PageContext = Omit<HomeContext, 'banner' | 'avatar'>

const BANNERS = ['Atelier', 'Grand large', 'Sur scène', 'Au fournil', 'En chemin', 'Veillée']
const AVATARS = ['Claire Dubois', 'Mathieu Lefèvre', 'Sophie Martin']

function makeBlock(
  [component, layout, n]: BlockChoice,
  ctx: HomeContext,
  uid = demoUid(ctx.site, 'block', component, layout),
): Block {
  const maker = BLOCK_MAKERS[component] as (
    layout: string,
    n: number,
    ctx: HomeContext,
  ) => { title: string; fields: object }
  const { title, fields } = maker(layout, n, ctx)
  return { uid, component, title, is_displayed: true, fields: fields as Record<string, unknown> }
}

const withPictures = (context: PageContext): HomeContext => ({
  ...context,
  banner: (n) => websiteAssetAddress(`banniere-${((n - 1) % BANNERS.length) + 1}.jpg`),
  avatar: (n) => websiteAssetAddress(`avatar-${((n - 1) % AVATARS.length) + 1}.jpg`),
})

/**
 * A site's home page as a real site would curate it: each chosen block once, in the order given,
 * plus one hidden block (a draft the editor shows and visitors never see) in fourth place.
 */
export function buildHomePage(
  context: PageContext,
  websiteUid: string,
  choices: BlockChoice[],
): DemoPage {
  const ctx = withPictures(context)
  const content = choices.map((choice) => makeBlock(choice, ctx))
  const hidden = makeBlock(
    ['Banner2', 'banner-left', 99],
    ctx,
    demoUid(ctx.site, 'block', 'hidden'),
  )
  content.splice(3, 0, { ...hidden, title: 'Promotion de Noël (masquée)', is_displayed: false })
  return withImages(websiteUid, {
    uid: demoUid(context.site, 'page', 'home'),
    title: 'Accueil',
    content,
  })
}

/**
 * The showcase of the site editor's blocks: every block component in every layout, at
 * `/pages/tous-les-blocs`. Layouts of one component come round by round, so neighbours differ.
 */
export function buildShowcasePage(context: PageContext, websiteUid: string): DemoPage {
  const ctx = withPictures(context)
  const content: Block[] = []
  const rounds = Math.max(...SHOWCASE_ORDER.map((c) => BLOCK_LAYOUTS[c].length))
  for (let n = 0; n < rounds; n++) {
    for (const component of SHOWCASE_ORDER) {
      const layout = BLOCK_LAYOUTS[component][n]
      if (!layout) continue
      const uid = demoUid(ctx.site, 'block', SHOWCASE_PAGE_UID, component, layout)
      content.push(makeBlock([component, layout, n], ctx, uid))
    }
  }
  return withImages(websiteUid, { uid: SHOWCASE_PAGE_UID, title: 'Tous les blocs', content })
}

/** The page with the pictures its blocks show (only those are worth generating). */
function withImages(websiteUid: string, page: Omit<DemoPage, 'images'>): DemoPage {
  const images: DemoImage[] = [
    ...BANNERS.map((title, i) => ({
      path: websiteAssetPath(websiteUid, `banniere-${i + 1}.jpg`),
      ...LANDSCAPE,
      title,
      hue: (i * 60 + 20) % 360,
    })),
    ...AVATARS.map((title, i) => ({
      path: websiteAssetPath(websiteUid, `avatar-${i + 1}.jpg`),
      ...ICON,
      title,
      hue: (i * 110 + 200) % 360,
      style: 'icon' as const,
    })),
  ]
  const shown = JSON.stringify(page.content)
  const used = images.filter((picture) => shown.includes(`/${picture.path.split('/').at(-1)}"`))
  return { ...page, images: used }
}
