import { BLOCK_LAYOUTS } from '../../../contract/values/block-layouts.ts'
import type { BlockComponent } from '../../../contract/schemas/pages.ts'

export type LayoutOf<C extends BlockComponent> = (typeof BLOCK_LAYOUTS)[C][number]

/** The block's layout, or its component's first one when the value is unknown. */
export function layoutOf<C extends BlockComponent>(component: C, value: unknown): LayoutOf<C> {
  const known: readonly string[] = BLOCK_LAYOUTS[component]
  return (known.includes(value as string) ? value : known[0]) as LayoutOf<C>
}
