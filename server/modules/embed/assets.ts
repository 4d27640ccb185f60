import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { PROJECT_ROOT } from '../../lib/project-root.ts'

/** A static file of the embed page, with its compressed forms, made once per process. */
export interface EmbedAsset {
  name: string
  contentType: string
  /** Changes with the content: addresses carry it, so the file may be cached for good. */
  version: string
  body: Buffer
  /** Compressed off the event loop on first use, then kept. */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>
}

const HERE = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

/**
 * The player script as Vite builds it from web/embed (vite.embed.config.ts, part of `npm run
 * build`, and of `npm start` and `npm run dev` when web/ changed), with its .br and .gz beside it.
 */
export const BUILT_PLAYER_SCRIPT = path.join(PROJECT_ROOT, 'dist/embed/player.js')

// A Map, not an object: `__proto__` or `toString` in an address must not name an asset.
const SOURCES = new Map<string, { file: () => string; contentType: string }>(
  Object.entries({
    'player.js': {
      file: () => BUILT_PLAYER_SCRIPT,
      contentType: 'text/javascript; charset=utf-8',
    },
    'player.css': {
      file: () => path.join(HERE, 'assets/player.css'),
      contentType: 'text/css; charset=utf-8',
    },
    // The light build: HLS without subtitles-in-stream, DRM or alternate audio, which we never use.
    'hls.light.min.js': {
      file: () => require.resolve('hls.js/dist/hls.light.min.js'),
      contentType: 'text/javascript; charset=utf-8',
    },
  }),
)

const loaded = new Map<string, EmbedAsset>()
const compress = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 9 }),
}

/** The file compressed at build time beside `file` (`.br`, `.gz`), if there is one. */
function precompressed(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> | undefined {
  const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`
  return existsSync(compressed) ? Promise.resolve(readFileSync(compressed)) : undefined
}

/** The asset of that name, or undefined (also for the player script before it is built). */
export function embedAsset(name: string): EmbedAsset | undefined {
  const cached = loaded.get(name)
  if (cached) return cached
  const source = SOURCES.get(name)
  if (!source) return undefined
  const file = source.file()
  if (!existsSync(file)) return undefined
  const body = readFileSync(file)
  const encodings = new Map<string, Promise<Buffer>>(
    (['br', 'gzip'] as const).flatMap((encoding) => {
      const built = precompressed(file, encoding)
      return built ? [[encoding, built] as const] : []
    }),
  )
  const asset: EmbedAsset = {
    name,
    contentType: source.contentType,
    version: createHash('sha256').update(body).digest('base64url').slice(0, 12),
    body,
    encoded(encoding) {
      let done = encodings.get(encoding)
      if (!done) {
        done = compress[encoding](body)
        encodings.set(encoding, done)
      }
      return done
    },
  }
  loaded.set(name, asset)
  return asset
}

/** `/embed/assets/{name}?v={version}`. */
export function embedAssetAddress(name: string): string {
  const asset = embedAsset(name)
  return `/embed/assets/${name}?v=${asset?.version ?? ''}`
}
