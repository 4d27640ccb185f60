/**
 * The block components of a page, the layouts each offers and what a button does, as plain
 * values: no TypeBox here, so the storefront can import them without bundling the schemas of
 * contract/schemas/pages.ts.
 */
/** Every block component, in the order the editor's "add a block" screen offers them. */
export const BLOCK_COMPONENTS = [
  'Banner1',
  'Banner2',
  'Banner3',
  'Items',
  'Categories',
  'Faq',
  'Testimonials',
  'Features',
] as const

/** Layouts each block type offers (spec §2 and §9); the first is what an unknown one falls back to. */
export const BLOCK_LAYOUTS = {
  Items: [
    'medias-grid',
    'medias-slider',
    'fullscreen-slider',
    'container-slider-media-top',
    'container-slider-media-bottom',
    'container-slider-media-left',
    'container-slider-media-right',
    'fullscreen-medias-slider',
    // The website's live items on air now, then upcoming: chosen by the server, not by staff.
    'live-now-and-upcoming',
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
} as const satisfies Record<(typeof BLOCK_COMPONENTS)[number], readonly string[]>

/**
 * What a button does: `link` opens `href` (an absolute URL or a storefront path such as
 * `/category/nature`), `subscribe` opens the plans in the cart drawer, `donate` goes to /donate,
 * `contact` opens the contact dialog, `none` does nothing.
 */
export const BUTTON_ACTIONS = ['link', 'subscribe', 'donate', 'contact', 'none'] as const
