import { existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** One generated picture: a gradient with a title, written under the media folder. */
export interface DemoImage {
  /** Path relative to the media folder, ending in .jpg or .png. */
  path: string
  width: number
  height: number
  title: string
  subtitle?: string
  /** Hue (0–360) of the gradient. */
  hue: number
  /** `icon`: a rounded tile with the initials; `logo`: the mark and the name on a white plate. */
  style?: 'picture' | 'icon' | 'logo'
}

export const LANDSCAPE = { width: 1280, height: 720 }
export const PORTRAIT = { width: 600, height: 900 }
export const ICON = { width: 256, height: 256 }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** Splits a title into lines of about `width` characters, at most three. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines
}

function gradient(hue: number): string {
  return `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 70%, 58%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 60%, 18%)"/></linearGradient>`
}

function pictureSvg(image: DemoImage): string {
  const { width, height } = image
  const size = Math.round(Math.min(width / 16, height / 9))
  const lines = wrap(image.title, Math.floor((width * 0.85) / (size * 0.6)))
  const top = height - size * (lines.length + (image.subtitle ? 1.6 : 0.8))
  const text = lines
    .map((line, i) => `<tspan x="${size}" y="${top + i * size * 1.15}">${escapeXml(line)}</tspan>`)
    .join('')
  const subtitle = image.subtitle
    ? `<text x="${size}" y="${height - size * 0.8}" font-size="${Math.round(size * 0.5)}"
        fill="#ffffffcc">${escapeXml(image.subtitle)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>${gradient(image.hue)}</defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.82}" cy="${height * 0.25}" r="${height * 0.35}" fill="#fff" fill-opacity="0.08"/>
    <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
      <text font-size="${size}" font-weight="bold" fill="#fff">${text}</text>${subtitle}
    </g></svg>`
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

async function render(mediaDir: string, image: DemoImage): Promise<void> {
  const target = path.join(mediaDir, image.path)
  if (existsSync(target)) return
  await mkdir(path.dirname(target), { recursive: true })
  const svg =
    image.style === 'icon'
      ? iconSvg(image)
      : image.style === 'logo'
        ? logoSvg(image)
        : pictureSvg(image)
  const picture = sharp(Buffer.from(svg))
  const encoded = target.endsWith('.png')
    ? picture.png()
    : picture.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
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
