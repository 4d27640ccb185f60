import { FIRST_SCREEN_ID, type FirstScreen } from '../../contract/values/first-screen.ts'
import type { Font } from '../../contract/values/website.ts'
import { familyName, knownFont } from './font-families.ts'
import { FONT_FILES } from './font-files.ts'

/** Spec §9: how long the storefront waits for its web font before keeping the fallback. */
export const FONT_LOADER_TIMEOUT_MS = 3000

/** The part of a FontFace the loader uses. */
export interface LoadableFace {
  load(): Promise<unknown>
}

/** The part of `document.fonts` the loader uses. */
export interface FaceSet<Face> {
  add(face: Face): unknown
}

/**
 * Adds, all together, the faces that finish loading within the timeout; a face that is later,
 * or fails, is left out for good. Text shows at once in the fallback font and swaps to the web
 * font once: never some weights in one font and the rest in the other, which would wrap lines
 * differently and move the page twice. A slow network never swaps fonts after the timeout.
 * Answers how many faces were added.
 */
export async function addFacesWithin<Face extends LoadableFace>(
  faces: Face[],
  fontSet: FaceSet<Face>,
  timeoutMs: number = FONT_LOADER_TIMEOUT_MS,
): Promise<number> {
  const arrived: Face[] = []
  const arrivals = faces.map((face) =>
    face.load().then(
      () => void arrived.push(face),
      () => undefined,
    ),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  await Promise.race([Promise.all(arrivals), deadline])
  clearTimeout(timer)
  const inTime = [...arrived]
  for (const face of inTime) fontSet.add(face)
  return inTime.length
}

/**
 * The website's font as the first screen's data in the page names it (FIRST_SCREEN_ID), read
 * before the app runs; Roboto without it (a page served as built, the dev server).
 */
export function fontOfPage(page: Document): Font {
  const text = page.getElementById(FIRST_SCREEN_ID)?.textContent
  if (!text) return knownFont(null)
  try {
    return knownFont((JSON.parse(text) as Partial<FirstScreen>).website?.font)
  } catch {
    return knownFont(null)
  }
}

/** What each font's loading came to, so that a font is loaded once whoever asks for it. */
const loading = new Map<Font, Promise<number>>()

/**
 * Starts loading the website's font in the weights of spec §9 it has, self-hosted (no
 * third-party font service), and only that font's files (browser only). web/main.tsx asks for
 * the page's font before the app runs; start-up asks again once the settings are there, which
 * costs nothing when it is the same font. A browser without the CSS Font Loading API (or a
 * test's DOM) keeps the fallback.
 */
export function loadWebFont(font: string = fontOfPage(document)): Promise<number> {
  const family = knownFont(font)
  const known = loading.get(family)
  if (known) return known
  if (typeof FontFace === 'undefined') return Promise.resolve(0)
  const faces = Object.entries(FONT_FILES[family]).map(
    ([weight, url]) =>
      new FontFace(familyName(family), `url(${url}) format('woff2')`, { weight, style: 'normal' }),
  )
  const added = addFacesWithin(faces, document.fonts)
  loading.set(family, added)
  return added
}
