export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>

/** `?a=1&ids=x,y`: arrays comma-joined (spec §7); null, undefined and empty arrays left out. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','))
      continue
    }
    params.set(name, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
