import type { ContentObjectType } from '../../contract/schemas/catalogue.ts'
import { THUMBNAIL_WIDTHS } from '../../contract/values/thumbnail-widths.ts'

/** Spec §3: the resized thumbnail, e.g. /images/w:480/media:uid:{uid}/thumbnail.jpg. */
export function thumbnailUrl(
  type: ContentObjectType,
  uid: string,
  width: number = THUMBNAIL_WIDTHS.card,
): string {
  return `/images/w:${width}/${type}:uid:${encodeURIComponent(uid)}/thumbnail.jpg`
}

/** `16/9` → 1.777…; anything unreadable falls back to 16/9. */
export function aspectRatioValue(ratio: string): number {
  const [width, height] = ratio.split('/').map((part) => Number(part.trim()))
  if (!width || !height || !Number.isFinite(width / height)) return 16 / 9
  return width / height
}
