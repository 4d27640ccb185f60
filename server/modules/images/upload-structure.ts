/**
 * Walks the container of a JPEG or PNG file far enough to know where the picture ends, so bytes
 * smuggled after it can be looked at. Pixels themselves are left to sharp.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
export const JPEG_START = Buffer.from([0xff, 0xd8, 0xff])

export type UploadKind = 'jpeg' | 'png'

/** The kind the first bytes announce, whatever the file is called. */
export function kindOf(bytes: Buffer): UploadKind | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (bytes.subarray(0, 3).equals(JPEG_START)) return 'jpeg'
  return null
}

/** Offset just after the IEND chunk, or null when the chunks do not hold together. */
export function pngEnd(bytes: Buffer): number | null {
  let offset = PNG_SIGNATURE.length
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const next = offset + 12 + length
    if (next > bytes.length) return null
    if (type === 'IEND') return next
    offset = next
  }
  return null
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7

/** Offset of the next marker after entropy-coded data (0xFF00 is a stuffed byte, RSTn sit inside). */
function skipScan(bytes: Buffer, from: number): number {
  let offset = from
  while (offset + 1 < bytes.length) {
    if (bytes[offset] === 0xff) {
      const next = bytes[offset + 1] ?? 0
      if (next !== 0x00 && next !== 0xff && !isRestart(next)) return offset
    }
    offset += 1
  }
  return bytes.length
}

/** Offset just after the EOI marker, or null when the segments do not hold together. */
export function jpegEnd(bytes: Buffer): number | null {
  let offset = 2
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    while (bytes[offset + 1] === 0xff) offset += 1 // fill bytes
    const marker = bytes[offset + 1]
    if (marker === undefined) return null
    if (marker === 0xd9) return offset + 2
    if (isRestart(marker) || marker === 0x01) {
      offset += 2
      continue
    }
    if (offset + 4 > bytes.length) return null
    const next = offset + 2 + bytes.readUInt16BE(offset + 2)
    if (next > bytes.length) return null
    offset = marker === 0xda ? skipScan(bytes, next) : next
  }
  return null
}

/** Offset where the picture ends, by its own structure; null when it is malformed. */
export function pictureEnd(bytes: Buffer, kind: UploadKind): number | null {
  return kind === 'png' ? pngEnd(bytes) : jpegEnd(bytes)
}

/**
 * Markup a browser or another server could take for a web page or a script. The tags must be
 * followed by a space, `/` or `>`, which keeps the odds of random compressed pixels matching
 * below one in ten thousand for a 10 MB file.
 */
const MARKUP = /<(?:script|html|head|body|iframe|svg|object|embed)[\s/>]|<!doctype\s|<\?php\s/i

/** Whether the bytes hold HTML, SVG, script or PHP markup anywhere. */
export const holdsMarkup = (bytes: Buffer) => MARKUP.test(bytes.toString('latin1'))
