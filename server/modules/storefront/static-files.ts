import { stat } from 'node:fs/promises'
import path from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** The file a URL path names inside `root`, or null when it escapes it or is no file. */
export async function fileInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  if (!file.startsWith(root + path.sep)) return null
  const info = await stat(file).catch(() => null)
  return info?.isFile() ? file : null
}

/** `gzip, br;q=0` → {gzip}: the codings an Accept-Encoding header allows. */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const quality = params.find((param) => param.startsWith('q='))
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name)
  }
  return accepted
}

export interface Encoded {
  file: string
  encoding: 'br' | 'gzip' | null
}

/** The pre-compressed twin the browser accepts (brotli first), else the file itself. */
export async function bestEncoding(file: string, acceptEncoding: string): Promise<Encoded> {
  const accepted = acceptedEncodings(acceptEncoding)
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue
    const twin = `${file}${suffix}`
    if ((await stat(twin).catch(() => null))?.isFile()) return { file: twin, encoding }
  }
  return { file, encoding: null }
}
