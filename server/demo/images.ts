import { existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { artworkSvg, type Motif } from './artwork/picture.ts'
import { createRandom } from './random.ts'

/** One generated picture, written under the media folder. */
export interface DemoImage {
  /** Path relative to the media folder, ending in .jpg or .png. */
  path: string
  width: number
  height: number
  /** The words of an icon or a logo; a picture draws none (the page writes its titles). */
  title: string
  subtitle?: string
  /** Hue (0–360) the colours are built around. */
  hue: number
  /** What a picture shows (a soft play of light when absent); icons and logos ignore it. */
  motif?: Motif
  /** `icon`: a rounded tile with the initials; `logo`: the mark and the name on a white plate. */
  style?: 'picture' | 'icon' | 'logo'
}

export const LANDSCAPE = { width: 1280, height: 720 }
export const PORTRAIT = { width: 600, height: 900 }
export const ICON = { width: 256, height: 256 }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

function gradient(hue: number): string {
  return `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 70%, 58%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 60%, 18%)"/></linearGradient>`
}

function iconSvg(image: DemoImage): string {
  const { width, height } = image
  const initials = image.title
    .split(/[\s-]+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>${gradient(image.hue)}</defs>
    <rect width="${width}" height="${height}" rx="${width * 0.22}" fill="url(#g)"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-size="${width * 0.4}"
      font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
  </svg>`
}

/** Width of bold DejaVu Sans characters, as a share of the font size (close enough to fit a plate). */
const BOLD_CHARACTER_WIDTH = 0.68

/**
 * The mark and the name on a white plate, so the logo reads on the site's coloured app bar as
 * well as on a white card.
 */
function logoSvg(image: DemoImage): string {
  const { width, height } = image
  const r = height * 0.36
  const textWidth = image.title.length * height * 0.5 * BOLD_CHARACTER_WIDTH
  const plateWidth = Math.min(width, height * 1.3 + textWidth)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>${gradient(image.hue)}</defs>
    <rect width="${plateWidth}" height="${height}" rx="${height * 0.5}" fill="#fff"/>
    <circle cx="${height / 2}" cy="${height / 2}" r="${r}" fill="url(#g)"/>
    <path d="M ${height * 0.42} ${height * 0.32} L ${height * 0.7} ${height / 2} L ${height * 0.42} ${height * 0.68} Z" fill="#fff"/>
    <text x="${height * 1.05}" y="50%" dy="0.35em" font-size="${height * 0.5}"
      font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="hsl(${image.hue}, 70%, 45%)">${escapeXml(image.title)}</text>
  </svg>`
}

/** The SVG a demo picture is rendered from. */
export function svgOf(image: DemoImage): string {
  if (image.style === 'icon') return iconSvg(image)
  if (image.style === 'logo') return logoSvg(image)
  return artworkSvg(image)
}

/**
 * Film grain: a tile of small light and dark specks added to every pixel. Drawn from a fixed
 * seed, so a picture comes out the same at every seeding.
 */
const GRAIN_TILE = 256
const GRAIN = (() => {
  const random = createRandom(7)
  return Int8Array.from({ length: GRAIN_TILE * GRAIN_TILE }, () =>
    Math.round((random.next() + random.next() - 1) * 14),
  )
})()

function addGrain(pixels: Buffer, { width, height, channels }: sharp.OutputInfo): void {
  const clamped = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length)
  for (let y = 0; y < height; y++) {
    const row = (y % GRAIN_TILE) * GRAIN_TILE
    for (let x = 0; x < width; x++) {
      const speck = GRAIN[row + (x % GRAIN_TILE)] ?? 0
      const at = (y * width + x) * channels
      for (let c = 0; c < 3; c++) clamped[at + c] = (clamped[at + c] ?? 0) + speck
    }
  }
}

/**
 * SVG density that draws a picture at half its size before it is enlarged: its light and haze
 * are soft anyway, and a quarter of the pixels keeps the seed about as quick as with the plain
 * gradients it drew before (a few seconds for every picture of the demo).
 */
const HALF_SIZE_DENSITY = 36

async function encode(image: DemoImage, target: string): Promise<sharp.Sharp> {
  if (target.endsWith('.png')) return sharp(Buffer.from(svgOf(image))).png()
  const half = await sharp(Buffer.from(svgOf(image)), { density: HALF_SIZE_DENSITY })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const full = await sharp(half.data, { raw: half.info })
    .resize(image.width, image.height, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  addGrain(full.data, full.info)
  return sharp(full.data, { raw: full.info }).jpeg({ quality: 82 })
}

async function render(mediaDir: string, image: DemoImage): Promise<void> {
  const target = path.join(mediaDir, image.path)
  if (existsSync(target)) return
  await mkdir(path.dirname(target), { recursive: true })
  const encoded = await encode(image, target)
  // Written aside then renamed, so a crash never leaves a half-written picture that looks done.
  const partial = `${target}.${process.pid}.partial`
  await encoded.toFile(partial)
  await rename(partial, target)
}

/** Writes the pictures that are missing; a picture already on disk is left alone. */
export async function generateDemoImages(mediaDir: string, images: DemoImage[]): Promise<void> {
  const queue = [...new Map(images.map((image) => [image.path, image])).values()]
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await render(mediaDir, image)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
}
