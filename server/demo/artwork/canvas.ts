import { createHash } from 'node:crypto'
import { createRandom, type Random } from '../random.ts'

/** What a motif draws on: the picture's size, its hue and a random drawn from its path. */
export interface Canvas {
  width: number
  height: number
  /** Hue (0–360) the palette is built around. */
  hue: number
  random: Random
}

export function canvasFor(image: { path: string; width: number; height: number; hue: number }) {
  const seed = createHash('sha256').update(image.path).digest().readUInt32LE(0)
  return { width: image.width, height: image.height, hue: image.hue, random: createRandom(seed) }
}

/** An SVG colour; hues wrap around. */
export const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round((((hue % 360) + 360) % 360) * 10) / 10}, ${saturation}%, ${lightness}%)`

/** A number in [min, max). */
export const between = (random: Random, min: number, max: number) =>
  min + random.next() * (max - min)

/** Rounded to a tenth: shorter SVG, same picture. */
export const round = (value: number) => Math.round(value * 10) / 10

/** An SVG path through `points`, closed along the bottom edge of the canvas. */
export function groundPath(canvas: Canvas, points: [number, number][]): string {
  const line = points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L ')
  return `M ${line} L ${canvas.width} ${canvas.height} L 0 ${canvas.height} Z`
}

/** A soft round light: a radial gradient fading to nothing, so no blur filter is needed. */
export function glow(
  id: string,
  at: { x: number; y: number; r: number },
  colour: string,
  opacity: number,
): string {
  return `<radialGradient id="${id}" cx="${round(at.x)}" cy="${round(at.y)}" r="${round(at.r)}"
      gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>
      <stop offset="0.45" stop-color="${colour}" stop-opacity="${round(opacity * 0.35 * 10) / 10}"/>
      <stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>
    <circle cx="${round(at.x)}" cy="${round(at.y)}" r="${round(at.r)}" fill="url(#${id})"/>`
}

/** A vertical gradient from `top` to `bottom`, filling the canvas. */
export function sky(canvas: Canvas, id: string, stops: string[]): string {
  const offsets = stops
    .map((colour, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${offsets}</linearGradient>
    <rect width="${canvas.width}" height="${canvas.height}" fill="url(#${id})"/>`
}
