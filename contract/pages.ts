import { Type, type Static } from 'typebox'
import { Uid } from './common.ts'

export const BLOCK_COMPONENTS = [
  'Features',
  'Banner1',
  'Banner2',
  'Banner3',
  'Items',
  'Categories',
  'Faq',
  'Testimonials',
] as const
export const BlockComponent = Type.Union(BLOCK_COMPONENTS.map((name) => Type.Literal(name)))
export type BlockComponent = Static<typeof BlockComponent>

/** Layouts each block type offers (spec §2 and §9). */
export const BLOCK_LAYOUTS: Record<BlockComponent, readonly string[]> = {
  Items: [
    'medias-grid',
    'medias-slider',
    'fullscreen-slider',
    'container-slider-media-top',
    'container-slider-media-bottom',
    'container-slider-media-left',
    'container-slider-media-right',
    'fullscreen-medias-slider',
  ],
  Categories: ['slider', 'grid-horizontal-image', 'grid-vertical-image', 'grid-icon'],
  Faq: ['card-expansion-panels', 'expansion-panels', 'paragraphs', 'card-paragraphs'],
  Testimonials: ['card', 'slider', 'list', 'list-avatar-both-sides'],
  Banner1: ['sidebar-left', 'sidebar-right', 'fullscreen', 'halfscreen', 'collage'],
  Banner2: [
    'banner-center',
    'banner-left',
    'sidebar-left',
    'sidebar-right',
    'sidebar-card-left',
    'sidebar-card-right',
    'media-top',
    'media-bottom',
  ],
  Banner3: ['fullwidth-center', 'fullwidth-left', 'two-cols'],
  Features: ['grid', 'list'],
}

/** One block of a page: its fields depend on its component (spec §3). */
export const Block = Type.Object({
  uid: Uid,
  component: BlockComponent,
  title: Type.String(),
  is_displayed: Type.Boolean(),
  fields: Type.Record(Type.String(), Type.Unknown()),
})
export type Block = Static<typeof Block>

/** GET /pages/{id}/ */
export const PageContent = Type.Object({
  uid: Uid,
  title: Type.String(),
  content: Type.Array(Block),
})
export type PageContent = Static<typeof PageContent>
