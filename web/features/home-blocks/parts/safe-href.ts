export type Destination = { kind: 'route'; to: string } | { kind: 'external'; href: string }

/**
 * Where a button's `href` may lead: a storefront path (followed by the router) or an http(s),
 * mailto or tel address; anything else, such as `javascript:`, leads nowhere.
 */
export function destinationOf(href: string): Destination | null {
  const value = href.trim()
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', to: value }
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return { kind: 'external', href: value }
  return null
}
