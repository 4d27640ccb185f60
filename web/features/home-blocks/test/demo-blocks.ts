import {
  BLOCK_COMPONENTS,
  BLOCK_LAYOUTS,
  type Block,
  type BlockComponent,
} from '../../../../contract/schemas/pages.ts'
import { BLOCK_MAKERS, type HomeContext } from '../../../../server/demo/home-blocks.ts'
import { aCategory } from '../../../test/fixtures.ts'

/** The demo seed's categories, as start-up would have loaded them. */
export const DEMO_CATEGORIES = ['Films', 'Musique', 'Cuisine', 'Artisanat', 'Jeunesse'].map(
  (name, index) => aCategory(name, { position: index, thumbnail: `/images/cat-${index}.jpg` }),
)

/** Twelve item uids; the fake server answers each with anItem(uid). */
export const DEMO_ITEM_UIDS = Array.from({ length: 12 }, (_, index) => `item-${index + 1}`)

const context: HomeContext = {
  site: 'test',
  items: DEMO_ITEM_UIDS.map((uid, index) => ({ uid, type: index % 3 ? 'media' : 'playlist' })),
  topCategories: DEMO_CATEGORIES.map((category) => category.uid),
  subCategories: DEMO_CATEGORIES.map((category) => category.uid).reverse(),
  banner: (n) => `/images/website/banniere-${n}.jpg`,
  avatar: (n) => `/images/website/avatar-${n}.jpg`,
}

/** A block made by the demo seed's own makers (server/demo/home-blocks.ts). */
export function demoBlock(component: BlockComponent, layout: string, n = 0): Block {
  const make = BLOCK_MAKERS[component] as (
    layout: string,
    n: number,
    ctx: HomeContext,
  ) => { title: string; fields: object }
  const { title, fields } = make(layout, n, context)
  return {
    uid: `${component}-${layout}`,
    component,
    title,
    is_displayed: true,
    fields: fields as Record<string, unknown>,
  }
}

/** Every block component in every layout, as the demo home page has them. */
export const EVERY_LAYOUT: Array<[BlockComponent, string]> = BLOCK_COMPONENTS.flatMap((component) =>
  BLOCK_LAYOUTS[component].map((layout): [BlockComponent, string] => [component, layout]),
)
