/** The back office's address of a resource's list narrowed by `filter`, as react-admin reads it. */
export function listLink(resource: string, filter?: Record<string, string>): string {
  if (!filter) return `/${resource}`
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`
}
