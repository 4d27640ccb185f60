import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_SCREEN_ID } from '../../contract/values/first-screen.ts'
import { addFacesWithin, FONT_LOADER_TIMEOUT_MS, fontOfPage, loadWebFont } from './font-loader.ts'

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

describe("the website's font", () => {
  /** A page whose first screen's data is `json`. */
  function pageWith(json: string) {
    const page = document.implementation.createHTMLDocument()
    const block = page.createElement('script')
    block.type = 'application/json'
    block.id = FIRST_SCREEN_ID
    block.textContent = json
    page.head.append(block)
    return page
  }

  it('is the one the first screen’s data names, else Roboto', () => {
    expect(fontOfPage(pageWith(JSON.stringify({ website: { font: 'inter' } })))).toBe('inter')
    expect(fontOfPage(document.implementation.createHTMLDocument())).toBe('roboto')
    expect(fontOfPage(pageWith('{"website":'))).toBe('roboto')
    expect(fontOfPage(pageWith(JSON.stringify({ website: { font: 'papyrus' } })))).toBe('roboto')
  })

  describe('loaded in the browser', () => {
    const created: { family: string; source: string; weight: string }[] = []
    const added: unknown[] = []
    beforeEach(() => {
      created.length = 0
      added.length = 0
      vi.stubGlobal(
        'FontFace',
        class {
          constructor(family: string, source: string, descriptors: { weight: string }) {
            created.push({ family, source, weight: descriptors.weight })
          }
          load = () => Promise.resolve(this)
        },
      )
      Object.defineProperty(document, 'fonts', {
        value: { add: (face: unknown) => added.push(face) },
        configurable: true,
      })
    })
    afterEach(() => {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(document, 'fonts')
    })

    it('fetches only the chosen font’s files, in the weights of the spec it has', async () => {
      await expect(loadWebFont('lora')).resolves.toBe(3)
      expect(created.map((face) => face.weight)).toEqual(['400', '500', '700'])
      for (const face of created) {
        expect(face.family).toBe('Lora')
        expect(face.source).toMatch(/^url\(.*lora-latin-\d00-normal\.woff2\) format\('woff2'\)$/)
      }
      expect(added).toHaveLength(3)
    })

    it('loads a font once, however often it is asked for', async () => {
      await expect(loadWebFont('merriweather')).resolves.toBe(5)
      await expect(loadWebFont('merriweather')).resolves.toBe(5)
      expect(created).toHaveLength(5)
      expect(new Set(created.map((face) => face.family))).toEqual(new Set(['Merriweather']))
    })
  })
})
