import sharp from 'sharp'
import { ErrorType } from '../../../contract/schemas/errors.ts'
import { AppError, invalidField } from '../../errors.ts'
import { holdsMarkup, kindOf, pictureEnd, type UploadKind } from './upload-structure.ts'

/** Largest picture file accepted. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** Largest picture accepted, in pixels: a small file can still decode to gigabytes. */
export const UPLOAD_MAX_PIXELS = 40_000_000

/** An accepted upload, re-encoded: nothing but its pixels is left. */
export interface AcceptedImage {
  data: Buffer
  format: UploadKind
  extension: '.jpg' | '.png'
  width: number
  height: number
}

const ONLY_JPEG_PNG = 'Only JPEG and PNG pictures are accepted.'

function refuse(field: string, message: string): AppError {
  return invalidField(field, message)
}

function tooManyPixels(field: string): AppError {
  const message = `The picture must be at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`
  return new AppError(413, ErrorType.PayloadTooLarge, message, { [field]: [message] })
}

/** The kind of the picture, from its content; throws a 400 naming `field` when it is no picture. */
async function checkedKind(bytes: Buffer, field: string): Promise<UploadKind> {
  const kind = kindOf(bytes)
  if (!kind) throw refuse(field, ONLY_JPEG_PNG)
  const end = pictureEnd(bytes, kind)
  if (end === null) throw refuse(field, 'This picture is damaged.')
  if (holdsMarkup(bytes)) throw refuse(field, 'This picture holds web page or script code.')
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!metadata || metadata.format !== kind) throw refuse(field, 'This picture is damaged.')
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_MAX_PIXELS) throw tooManyPixels(field)
  return kind
}

/**
 * Accepts a JPEG or PNG upload, judged by its content, never its name: a PNG called `.jpg` is a
 * PNG. Refused (400 naming `field`): any other format (GIF, WebP, SVG, HTML...), a damaged file,
 * and a file holding HTML, SVG, script or PHP markup anywhere, including after the picture's end
 * (a polyglot meant to be read as a web page). Other bytes after the end (a phone's depth map or
 * motion clip) are dropped. Over `UPLOAD_MAX_BYTES` or `UPLOAD_MAX_PIXELS`: 413. The answer is
 * re-encoded by sharp, upright and without metadata, so only pixels are ever stored.
 */
export async function acceptImageUpload(bytes: Buffer, field = 'image'): Promise<AcceptedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) {
    const message = `The picture must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`
    throw new AppError(413, ErrorType.PayloadTooLarge, message, { [field]: [message] })
  }
  const kind = await checkedKind(bytes, field)
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).rotate()
  const encoded = await (kind === 'png' ? image.png() : image.jpeg({ quality: 90, mozjpeg: true }))
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse(field, 'This picture is damaged.')
    })
  return {
    data: encoded.data,
    format: kind,
    extension: kind === 'png' ? '.png' : '.jpg',
    width: encoded.info.width,
    height: encoded.info.height,
  }
}
