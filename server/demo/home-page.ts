import { BLOCK_LAYOUTS, type Block, type BlockComponent } from '../../contract/schemas/pages.ts'
import { websiteAssetAddress, websiteAssetPath } from '../modules/images/addresses.ts'
import { BLOCK_MAKERS, type HomeContext } from './home-blocks.ts'
import { ICON, LANDSCAPE, type DemoImage } from './images.ts'
import { demoUid } from './random.ts'

/** Page order: a hero first, then lists and banners alternate. */
const ORDER: BlockComponent[] = [
  'Banner1',
  'Items',
  'Categories',
  'Faq',
  'Banner2',
  'Testimonials',
  'Banner3',
  'Features',
]

export interface DemoHomePage {
  uid: string
  title: string
  content: Block[]
  images: DemoImage[]
}

const BANNERS = ['Atelier', 'Grand large', 'Sur scène', 'Au fournil', 'En chemin', 'Veillée']
const AVATARS = ['Claire Dubois', 'Mathieu Lefèvre', 'Sophie Martin']

function makeBlock(component: BlockComponent, layout: string, n: number, ctx: HomeContext): Block {
  const maker = BLOCK_MAKERS[component] as (
    layout: string,
    n: number,
    ctx: HomeContext,
  ) => { title: string; fields: object }
  const { title, fields } = maker(layout, n, ctx)
  return {
    uid: demoUid(ctx.site, 'block', component, layout),
    component,
    title,
    is_displayed: true,
    fields: fields as Record<string, unknown>,
  }
}

/**
 * A home page using every block component in every layout (several blocks of one component
 * then differ by layout), plus one hidden block.
 */
export function buildHomePage(
  context: Omit<HomeContext, 'banner' | 'avatar'>,
  websiteUid: string,
  limit?: Partial<Record<BlockComponent, number>>,
): DemoHomePage {
  const ctx: HomeContext = {
    ...context,
    banner: (n) => websiteAssetAddress(`banniere-${((n - 1) % BANNERS.length) + 1}.jpg`),
    avatar: (n) => websiteAssetAddress(`avatar-${((n - 1) % AVATARS.length) + 1}.jpg`),
  }
  const content: Block[] = []
  const rounds = Math.max(...ORDER.map((c) => BLOCK_LAYOUTS[c].length))
  for (let n = 0; n < rounds; n++) {
    for (const component of ORDER) {
      const layouts = BLOCK_LAYOUTS[component].slice(0, limit?.[component] ?? Infinity)
      const layout = layouts[n]
      if (layout) content.push(makeBlock(component, layout, n, ctx))
    }
  }
  const hidden = makeBlock('Banner2', 'banner-left', 99, ctx)
  content.splice(3, 0, {
    ...hidden,
    uid: demoUid(context.site, 'block', 'hidden'),
    title: 'Promotion de Noël (masquée)',
    is_displayed: false,
  })
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
  // Only the pictures some block shows are worth generating.
  const shown = JSON.stringify(content)
  const used = images.filter((picture) => shown.includes(`/${picture.path.split('/').at(-1)}"`))
  return { uid: demoUid(context.site, 'page', 'home'), title: 'Accueil', content, images: used }
}
