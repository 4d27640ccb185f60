/** One key's attempts in its current window. */
export interface Counter {
  count: number
  /** When the window ends (epoch milliseconds). */
  resetAt: number
  /** When a slowed-down key may try again (epoch milliseconds); 0 when it is not slowed. */
  nextAt: number
  /** The count at which the key is held back, as last asked. */
  limit: number
}

/**
 * Fixed-window counters of one process, at most `capacity` keys. Room for a new key is made
 * by forgetting an ended window, else the least recently used key that holds nobody back;
 * only when every key holds someone back does the one whose window ends first go. Filling
 * the map with fresh keys therefore never frees a limited key: nobody resets a counter they
 * are held back by with a flood of other addresses or accounts.
 */
export class BoundedCounters {
  // A Map iterates in insertion order; a key used is moved to the end, so the oldest come first.
  private readonly counters = new Map<string, Counter>()

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.counters.size
  }

  /** The key's counter in its current window: a new one when it has none or it ended. */
  window(key: string, limit: number, windowMs: number, now: number): Counter {
    let counter = this.counters.get(key)
    this.counters.delete(key)
    if (!counter || counter.resetAt <= now) {
      if (this.counters.size >= this.capacity) this.makeRoom(now)
      counter = { count: 0, resetAt: now + windowMs, nextAt: 0, limit }
    }
    counter.limit = limit
    this.counters.set(key, counter)
    return counter
  }

  /** The key's counter if its window is still running; never makes one. */
  live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key)
    return counter && counter.resetAt > now ? counter : undefined
  }

  private makeRoom(now: number): void {
    let endsFirst: [string, Counter] | undefined
    for (const entry of this.counters) {
      const [key, counter] = entry
      const holdsBack = counter.count >= counter.limit || counter.nextAt > now
      if (counter.resetAt <= now || !holdsBack) {
        this.counters.delete(key)
        return
      }
      if (!endsFirst || counter.resetAt < endsFirst[1].resetAt) endsFirst = entry
    }
    if (endsFirst) this.counters.delete(endsFirst[0])
  }
}
