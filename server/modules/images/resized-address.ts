import { invalidField, notFound } from '../../errors.ts'
import { RESIZE_WIDTHS, THUMBNAIL_OWNERS, type ThumbnailOwner } from './addresses.ts'

const WIDTH = /^w:(\d{1,6})$/
const TARGET = /^([a-z]+):uid:(.{1,64})$/

/** `w:480` → 480. A width off the list is a 400 naming `width`; a segment not of that shape, a 404. */
export function parseWidth(segment: string): number {
  if (!segment.startsWith('w:')) throw notFound('No such image.')
  const width = Number(WIDTH.exec(segment)?.[1])
  if (!(RESIZE_WIDTHS as readonly number[]).includes(width)) {
    throw invalidField('width', `Must be one of ${RESIZE_WIDTHS.join(', ')}.`)
  }
  return width
}

/** `media:uid:abc` → the owner kind and uid; anything else is a 404. */
export function parseTarget(segment: string): { owner: ThumbnailOwner; uid: string } {
  const [, owner = '', uid = ''] = TARGET.exec(segment) ?? []
  if (!(THUMBNAIL_OWNERS as readonly string[]).includes(owner)) throw notFound('No such image.')
  return { owner: owner as ThumbnailOwner, uid }
}
