import type { Item } from '../../../contract/schemas/catalogue.ts'

export type AccessAction =
  'signIn' | 'requestAccess' | 'accessRequested' | 'subscribe' | 'buy' | 'trailer'

type AccessFields = Pick<
  Item,
  | 'has_access'
  | 'access_requested'
  | 'monetization_enabled'
  | 'visibility_type'
  | 'plans'
  | 'prices'
> & { content_object: Pick<Item['content_object'], 'trailer'> }

/**
 * Spec §4: what the overlay offers a visitor who may not watch the item yet — subscribe (when
 * plans exist), buy (when prices exist) and the trailer for a monetized item; sign-in for a
 * private one; a request for an on-demand one, or word that the request awaits an answer.
 */
export function accessActions(item: AccessFields): AccessAction[] {
  if (item.has_access) return []
  if (item.monetization_enabled) {
    const actions: AccessAction[] = []
    if (item.plans.length > 0) actions.push('subscribe')
    if (item.prices.length > 0) actions.push('buy')
    if (item.content_object.trailer) actions.push('trailer')
    return actions
  }
  if (item.visibility_type === 'private') return ['signIn']
  if (item.visibility_type === 'on_demand') {
    return [item.access_requested ? 'accessRequested' : 'requestAccess']
  }
  return []
}
