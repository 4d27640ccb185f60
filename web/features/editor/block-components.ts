import type { BlockComponent } from '../../../contract/pages.ts'

/** Every block component, in the order the "add a block" screen offers them. */
export const COMPONENTS: readonly BlockComponent[] = [
  'Banner1',
  'Banner2',
  'Banner3',
  'Items',
  'Categories',
  'Faq',
  'Testimonials',
  'Features',
]
