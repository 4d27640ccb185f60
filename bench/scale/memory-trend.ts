import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Cluster } from './cluster.ts'

/**
 * Memory judged by its trend (issue 49 part 3): two single samples land wherever V8's garbage
 * collector happens to be, so the bench samples every process's RSS and each web process's heap
 * every SAMPLE_EVERY_MS, fits a line through each process's samples from its minute 2 to the
 * end, and reads growth off the line. Beside it, the heap right after a forced full collection
 * at the start and at the end of that window: what the process really keeps.
 */

export const SAMPLE_EVERY_MS = 10_000
/** A process's first minutes fill its caches and compile its code: the trend starts after. */
export const TREND_FROM_MS = 120_000

/** Node arguments that let the bench force a full collection in a web process (SIGUSR2). */
export const GC_ON_SIGNAL_ARGS = [
  '--expose-gc',
  '--require',
  path.join(import.meta.dirname, 'gc-on-signal.cjs'),
]

export interface MemorySample {
  /** Milliseconds since the load began. */
  at: number
  /** Web 1, web 2, worker. */
  rss: { name: string; bytes: number }[]
  /** Web 1, web 2 (NaN while one is down). */
  heap: number[]
}

/** Samples `cluster` every SAMPLE_EVERY_MS until `stop()`, into `samples`. */
export async function sampleMemory(
  cluster: Cluster,
  now: () => number,
  stop: () => boolean,
  samples: MemorySample[],
): Promise<void> {
  while (!stop()) {
    const at = now()
    samples.push({ at, rss: cluster.rss(), heap: await cluster.heapUsed() })
    await sleep(Math.max(0, SAMPLE_EVERY_MS - (now() - at)))
  }
}

/** Least squares through `points` ([x, y]): y = intercept + slope × x. */
export function fitLine(points: [number, number][]): { slope: number; intercept: number } {
  const n = points.length
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n
  let covariance = 0
  let variance = 0
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY)
    variance += (x - meanX) ** 2
  }
  const slope = variance === 0 ? 0 : covariance / variance
  return { slope, intercept: meanY - slope * meanX }
}

/** Growth over `points` read off their fitted line: (end − start) / start. */
export function fittedGrowth(points: [number, number][]): number {
  if (points.length < 2) return NaN
  const { slope, intercept } = fitLine(points)
  const first = points[0]![0]
  const last = points.at(-1)![0]
  const start = intercept + slope * first
  return (slope * (last - first)) / start
}

/** Forces a full collection in web process `index`, then reads its heap from /metrics. */
export async function heapAfterFullGc(cluster: Cluster, index: number): Promise<number> {
  process.kill(cluster.webPids()[index]!, 'SIGUSR2')
  // The collection runs when the process next turns its event loop: a moment is plenty.
  await sleep(500)
  return (await cluster.heapUsed())[index]!
}
