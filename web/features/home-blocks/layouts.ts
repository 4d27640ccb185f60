import type { BlockComponent, BlockFieldsOf } from '../../../contract/pages.ts'

/**
 * Mirrors BLOCK_LAYOUTS of contract/pages.ts (a value import would bundle TypeBox); the first
 * layout of each is what an unknown layout falls back to. A test keeps the two equal.
 */
export const LAYOUTS = {
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
} as const satisfies { [C in BlockComponent]: readonly BlockFieldsOf[C]['layout'][] }

export type LayoutOf<C extends BlockComponent> = (typeof LAYOUTS)[C][number]

/** The block's layout, or its component's first one when the value is unknown. */
export function layoutOf<C extends BlockComponent>(component: C, value: unknown): LayoutOf<C> {
  const known: readonly string[] = LAYOUTS[component]
  return (known.includes(value as string) ? value : known[0]) as LayoutOf<C>
}
