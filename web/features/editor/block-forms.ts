import type { BlockComponent } from '../../../contract/schemas/pages.ts'
import {
  emptyContentEntry,
  emptyFaqEntry,
  emptyFeature,
  emptyTestimonial,
} from './block-defaults.ts'
import type { ListKind } from './screen-stack.ts'

/** How the editor shows one property of a block. */
export type FieldKind =
  'styled-text' | 'plain-text' | 'button' | 'image' | 'background' | 'colour' | 'layout' | ListKind

/** The properties of each block component in the order the editor shows them (contract order). */
export const BLOCK_FORMS: {
  [C in BlockComponent]: ReadonlyArray<[name: string, kind: FieldKind]>
} = {
  Banner1: [
    ['title', 'styled-text'],
    ['subtitle', 'styled-text'],
    ['image', 'image'],
    ['button1', 'button'],
    ['button2', 'button'],
    ['background', 'background'],
    ['layout', 'layout'],
  ],
  Banner2: [
    ['title', 'styled-text'],
    ['subtitle', 'styled-text'],
    ['image', 'image'],
    ['button', 'button'],
    ['background', 'background'],
    ['color', 'colour'],
    ['layout', 'layout'],
  ],
  Banner3: [
    ['title', 'styled-text'],
    ['subtitle', 'styled-text'],
    ['description', 'styled-text'],
    ['background', 'background'],
    ['button1', 'button'],
    ['button2', 'button'],
    ['layout', 'layout'],
  ],
  Items: [
    ['title', 'plain-text'],
    ['layout', 'layout'],
    ['contents', 'item'],
  ],
  Categories: [
    ['title', 'plain-text'],
    ['layout', 'layout'],
    ['categories', 'category'],
  ],
  Faq: [
    ['title', 'plain-text'],
    ['layout', 'layout'],
    ['entries', 'faq'],
  ],
  Testimonials: [
    ['title', 'plain-text'],
    ['layout', 'layout'],
    ['entries', 'testimonial'],
  ],
  Features: [
    ['title', 'plain-text'],
    ['layout', 'layout'],
    ['entries', 'feature'],
  ],
}

/** What 'Ajouter' appends to a list of each kind. */
export const EMPTY_ENTRY: Record<ListKind, () => unknown> = {
  faq: emptyFaqEntry,
  testimonial: emptyTestimonial,
  feature: emptyFeature,
  item: emptyContentEntry,
  category: () => '',
}

export const isListKind = (kind: FieldKind): kind is ListKind =>
  kind === 'faq' ||
  kind === 'testimonial' ||
  kind === 'feature' ||
  kind === 'item' ||
  kind === 'category'
