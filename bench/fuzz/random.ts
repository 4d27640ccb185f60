import { createRandom, type Random } from '../../server/demo/random.ts'

export type { Random }

/** Whether a draw of `random` falls under `probability`. */
export const chance = (random: Random, probability: number): boolean => random.next() < probability

/** Request `index`'s own seeded source: any request of a run can be made again on its own. */
export function requestRandom(runSeed: number, index: number): Random {
  return createRandom(
    (Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index, 0xc2b2ae35)) >>> 0,
  )
}
