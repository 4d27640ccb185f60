import { between, canvasFor, glow, type Canvas } from './canvas.ts'
import { fields, hills, ridges, waves } from './landscapes.ts'
import { aurora, bokeh, projector, stage } from './lights.ts'
import { orbits, ripples, wood } from './textures.ts'

/**
 * The demo's artwork: pictures with shapes and light but no words, since the storefront writes
 * titles over them and crops them to fit its layouts.
 */
const MOTIFS = {
  /** Layered mountain ridges under a low sun (nature, the outdoors). */
  ridges: (canvas: Canvas) => ridges(canvas),
  /** Ridges with snowy peaks (the Swiss Alps). */
  alps: (canvas: Canvas) => ridges(canvas, true),
  /** Sea and sunset (travel). */
  waves,
  /** Pastel hills under the moon (children). */
  hills,
  /** Sepia fields and scratches of an old print (archives). */
  fields,
  /** Out-of-focus warm lights (food). */
  bokeh,
  /** Spotlights and a sound wave (music). */
  stage,
  /** A projector beam over the seats (cinema). */
  projector,
  /** Wood grain around a knot (crafts). */
  wood,
  /** Rings of a signal around a glint (metal detecting). */
  ripples,
  /** A planet, its rings and stars (talks, science). */
  orbits,
  /** Soft blobs of colour (anything else). */
  aurora,
} satisfies Record<string, (canvas: Canvas) => string>

export type Motif = keyof typeof MOTIFS

export interface Artwork {
  /** Path of the picture: it seeds the drawing, so every picture differs and stays the same. */
  path: string
  width: number
  height: number
  hue: number
  motif?: Motif
}

/** Light from one corner and darker edges, the finish of a photograph. */
function finish(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas
  const corner = { x: w * (random.next() < 0.5 ? 0.1 : 0.9), y: h * between(random, 0, 0.2) }
  return `${glow('light', { ...corner, r: Math.max(w, h) * 0.7 }, '#fff6e8', 0.22)}
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>
    <rect width="${w}" height="${h}" fill="url(#vignette)"/>`
}

/** The SVG of a picture: its motif, then the finish. It holds no text at all. */
export function artworkSvg(artwork: Artwork): string {
  const canvas = canvasFor(artwork)
  const motif = MOTIFS[artwork.motif ?? 'aurora'](canvas)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${artwork.width}" height="${artwork.height}">
    ${motif}${finish(canvas)}</svg>`
}
