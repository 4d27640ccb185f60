import { lazy, type ComponentType } from 'react'
import type { BlockComponent } from '../../../contract/schemas/pages.ts'
import { Banner1Block } from './banners/banner1-block.tsx'
import type { BlockProps } from './block-props.ts'
import { ItemsBlock } from './items/items-block.tsx'

/**
 * The renderer of each block component. Heroes and item lists usually make the first screen,
 * so they come with the home page; the others are fetched as the page needs them.
 */
export const BLOCK_RENDERERS: Record<BlockComponent, ComponentType<BlockProps>> = {
  Banner1: Banner1Block,
  Items: ItemsBlock,
  Banner2: lazy(async () => ({
    default: (await import('./banners/banner2-block.tsx')).Banner2Block,
  })),
  Banner3: lazy(async () => ({
    default: (await import('./banners/banner3-block.tsx')).Banner3Block,
  })),
  Categories: lazy(async () => ({
    default: (await import('./categories/categories-block.tsx')).CategoriesBlock,
  })),
  Faq: lazy(async () => ({ default: (await import('./faq/faq-block.tsx')).FaqBlock })),
  Testimonials: lazy(async () => ({
    default: (await import('./testimonials/testimonials-block.tsx')).TestimonialsBlock,
  })),
  Features: lazy(async () => ({
    default: (await import('./features/features-block.tsx')).FeaturesBlock,
  })),
}
