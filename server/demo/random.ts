import { createHash } from 'node:crypto'

/** A seeded pseudo-random generator (mulberry32): the same seed always gives the same demo. */
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(list: readonly T[]): T
  /** `count` distinct entries of `list`, in a shuffled order. */
  sample<T>(list: readonly T[], count: number): T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error('cannot pick from an empty list')
      return list[int(0, list.length - 1)] as (typeof list)[number]
    },
    sample: (list, count) => {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy.slice(0, count)
    },
  }
}

/**
 * A stable uid derived from names, so a demo row keeps its uid from one seeding to the next and
 * links (home page blocks, bookmarks) stay valid. Same shape as newUid(): 22 url-safe characters.
 */
export function demoUid(...names: string[]): string {
  return createHash('sha256')
    .update(`vitrine-demo:${names.join(':')}`)
    .digest('base64url')
    .slice(0, 22)
}
