/** `a,b,,c` → `['a', 'b', 'c']`; undefined stays undefined (no filter). */
export function splitList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ]
}
