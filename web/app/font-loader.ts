import thin from '@fontsource/roboto/files/roboto-latin-100-normal.woff2?url'
import light from '@fontsource/roboto/files/roboto-latin-300-normal.woff2?url'
import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url'
import medium from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url'
import bold from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url'
import black from '@fontsource/roboto/files/roboto-latin-900-normal.woff2?url'

/** Spec §9: how long the storefront waits for its web font before keeping the fallback. */
export const FONT_LOADER_TIMEOUT_MS = 3000

/** Spec §9: the weights the web font is loaded in, self-hosted (no third-party font service). */
const ROBOTO_FACES: Record<number, string> = {
  100: thin,
  300: light,
  400: regular,
  500: medium,
  700: bold,
  900: black,
}

/** The part of a FontFace the loader uses. */
export interface LoadableFace {
  load(): Promise<unknown>
}

/** The part of `document.fonts` the loader uses. */
export interface FaceSet<Face> {
  add(face: Face): unknown
}

/**
 * Adds each face that finishes loading within the timeout; a face that is later, or fails,
 * is left out for good. Text shows at once in the fallback font, and a slow network never
 * swaps fonts (and moves the page) after the timeout. Answers how many faces were added.
 */
export async function addFacesWithin<Face extends LoadableFace>(
  faces: Face[],
  fontSet: FaceSet<Face>,
  timeoutMs: number = FONT_LOADER_TIMEOUT_MS,
): Promise<number> {
  let open = true
  let added = 0
  const deadline = new Promise<void>((resolve) =>
    setTimeout(() => {
      open = false
      resolve()
    }, timeoutMs),
  )
  const arrivals = faces.map((face) =>
    face.load().then(
      () => {
        if (!open) return
        fontSet.add(face)
        added += 1
      },
      () => undefined,
    ),
  )
  await Promise.race([Promise.all(arrivals), deadline])
  return added
}

/** Starts loading Roboto in every weight of spec §9 (browser only). */
export function loadWebFont(): Promise<number> {
  const faces = Object.entries(ROBOTO_FACES).map(
    ([weight, url]) =>
      new FontFace('Roboto', `url(${url}) format('woff2')`, { weight, style: 'normal' }),
  )
  return addFacesWithin(faces, document.fonts)
}
