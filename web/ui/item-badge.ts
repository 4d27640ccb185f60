import type { Item } from '../../contract/schemas/catalogue.ts'

export type ItemBadge = 'paid' | 'private' | 'onDemand'

/**
 * Spec §4: monetized without access → currency badge; private or on-demand without access and
 * not monetized → lock badge; anything the visitor can watch has no badge.
 */
export function itemBadge(
  item: Pick<Item, 'has_access' | 'monetization_enabled' | 'visibility_type'>,
): ItemBadge | null {
  if (item.has_access) return null
  if (item.monetization_enabled) return 'paid'
  if (item.visibility_type === 'private') return 'private'
  if (item.visibility_type === 'on_demand') return 'onDemand'
  return null
}
