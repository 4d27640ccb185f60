import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addFacesWithin, FONT_LOADER_TIMEOUT_MS } from './font-loader.ts'

/** A face that arrives after `ms`, or fails then when `fails` is set. */
function face(name: string, ms: number, fails = false) {
  return {
    name,
    load: () =>
      new Promise((resolve, reject) =>
        setTimeout(() => (fails ? reject(new Error(name)) : resolve(name)), ms),
      ),
  }
}

describe('the web font loader', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 3 seconds for the web font, as the spec says', () => {
    expect(FONT_LOADER_TIMEOUT_MS).toBe(3000)
  })

  it('uses every weight that arrives in time and drops the late and the broken', async () => {
    const added: string[] = []
    const faces = [face('400', 200), face('700', 2900), face('900', 3100), face('100', 50, true)]
    const done = addFacesWithin(faces, { add: (f) => added.push(f.name) })
    await vi.advanceTimersByTimeAsync(3000)
    await expect(done).resolves.toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(added).toEqual(['400', '700'])
  })

  it('adds the faces together, once, so that no text shows in a mix of the two fonts', async () => {
    const added: string[] = []
    const done = addFacesWithin([face('700', 10), face('400', 100)], {
      add: (f) => added.push(f.name),
    })
    await vi.advanceTimersByTimeAsync(50)
    expect(added).toEqual([])
    await vi.advanceTimersByTimeAsync(50)
    await expect(done).resolves.toBe(2)
    expect(added).toEqual(['700', '400'])
  })

  it('stops waiting as soon as every face has arrived', async () => {
    const added: string[] = []
    const done = addFacesWithin([face('400', 10), face('500', 20)], {
      add: (f) => added.push(f.name),
    })
    await vi.advanceTimersByTimeAsync(25)
    await expect(done).resolves.toBe(2)
    expect(added).toEqual(['400', '500'])
  })
})
