/** A form body or query as Stripe reads it: nested objects and lists of strings. */
export type Param = string | Param[] | Params
export interface Params {
  [key: string]: Param
}

/** `a[b][0][c]=v` pairs as nested objects and lists. */
export function parseStripeForm(text: string): Params {
  const root: Params = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
    let node: Params | Param[] = root
    const tokens = [key.replace(/\[.*$/, ''), ...path]
    tokens.forEach((token, index) => {
      const slot = Array.isArray(node) && token === '' ? node.length : token
      const container = node as Record<string | number, Param>
      if (index === tokens.length - 1) {
        container[slot] = value
        return
      }
      container[slot] ??= /^\d*$/.test(tokens[index + 1] ?? '') ? [] : {}
      node = container[slot] as Params | Param[]
    })
  }
  return root
}

/** The value at a path of params, if it is text. */
export function textAt(
  params: Param | undefined,
  ...path: (string | number)[]
): string | undefined {
  let node: Param | undefined = params
  for (const step of path) {
    if (node === undefined || typeof node === 'string') return undefined
    node = (node as Record<string | number, Param>)[step]
  }
  return typeof node === 'string' ? node : undefined
}
