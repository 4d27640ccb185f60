import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { escapeHtml } from '../../lib/html.ts'
import type { ImageFile, SourceImage } from './image-file.ts'

/** What an app icon is drawn from: the site's logo when it has one, its name and colours. */
export interface AppIconRequest {
  size: number
  /** Maskable: the launcher crops it to any shape, so the logo stays in the central 80 %. */
  maskable: boolean
  /** The square's colour behind the logo. */
  background: string
  /** Drawn when there is no logo: the name's first letter on `accent`. */
  name: string
  accent: string
}

/** Icons made before, by what they were made from (a handful per website). */
const made = new Map<string, ImageFile>()
const MADE_MAX = 256

/** A palette of at most 256 colours: a logo needs no more, and the icon weighs a third. */
const SMALL_PNG = { palette: true, compressionLevel: 9, effort: 10 } as const

/** How much of the square the logo may fill: all of the safe zone for a maskable icon. */
const logoShare = (maskable: boolean) => (maskable ? 0.62 : 0.86)

async function fromLogo(logo: Buffer, request: AppIconRequest): Promise<Buffer> {
  const inner = Math.round(request.size * logoShare(request.maskable))
  const fitted = await sharp(logo)
    .rotate()
    .resize({ width: inner, height: inner, fit: 'contain', background: '#0000' })
    .png()
    .toBuffer()
  return sharp({
    create: {
      width: request.size,
      height: request.size,
      channels: 4,
      background: request.background,
    },
  })
    .composite([{ input: fitted, gravity: 'center' }])
    .png(SMALL_PNG)
    .toBuffer()
}

/** A letter on the accent colour: the icon of a site that has no logo yet. */
function fallbackSvg(request: AppIconRequest): string {
  const { size } = request
  const letter = escapeHtml(Array.from(request.name.trim())[0]?.toUpperCase() ?? 'V')
  const radius = request.maskable ? 0 : Math.round(size * 0.18)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${escapeHtml(request.accent)}"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif"`,
    ` font-weight="700" font-size="${Math.round(size * 0.46)}" fill="#ffffff">${letter}</text>`,
    '</svg>',
  ].join('')
}

/**
 * A square PNG app icon of `size` pixels: the logo fitted on the background (never cropped:
 * logos are often wide), or the name's initial on the accent colour when there is no logo.
 */
export async function appIcon(
  logo: SourceImage | null,
  request: AppIconRequest,
): Promise<ImageFile> {
  const key = createHash('sha256')
    .update(JSON.stringify([logo?.version ?? null, logo?.size ?? 0, request]))
    .digest('base64url')
    .slice(0, 27)
  const known = made.get(key)
  if (known) return known
  const data = logo
    ? await fromLogo(await logo.read(), request)
    : await sharp(Buffer.from(fallbackSvg(request)))
        .png()
        .toBuffer()
  const icon: ImageFile = {
    size: data.length,
    contentType: 'image/png',
    etag: `"${key}"`,
    version: key.slice(0, 16),
    data,
    open: () => Readable.from([data]),
  }
  if (made.size >= MADE_MAX) made.delete(made.keys().next().value as string)
  made.set(key, icon)
  return icon
}
