/** The encodings a resized picture can be sent in, best first when the browser takes several. */
export type ResizedFormat = 'avif' | 'webp' | 'jpeg'

export const FORMAT_CONTENT_TYPES: Record<ResizedFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** Media types an Accept header names with a quality above zero. */
function acceptedTypes(accept: string): Set<string> {
  const accepted = new Set<string>()
  for (const part of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim())
    const quality = params.find((param) => param.startsWith('q='))
    if (type && (!quality || Number(quality.slice(2)) > 0)) accepted.add(type)
  }
  return accepted
}

/**
 * AVIF, then WebP, when the browser names them; JPEG otherwise. A bare `*\/*` gets JPEG: clients
 * that only say "anything" (chat apps fetching a share preview) are the least likely to decode
 * the newer formats.
 */
export function negotiateFormat(accept: string | undefined): ResizedFormat {
  const accepted = acceptedTypes(accept ?? '')
  if (accepted.has('image/avif')) return 'avif'
  if (accepted.has('image/webp')) return 'webp'
  return 'jpeg'
}
