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

/** Starts loading Roboto in every weight of spec §9 (browser only). */
export function loadWebFont(): Promise<number> {
  const faces = Object.entries(ROBOTO_FACES).map(
    ([weight, url]) =>
      new FontFace('Roboto', `url(${url}) format('woff2')`, { weight, style: 'normal' }),
  )
  return addFacesWithin(faces, document.fonts)
}
