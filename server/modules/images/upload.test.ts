import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../errors.ts'
import { acceptImageUpload, UPLOAD_MAX_BYTES } from './upload.ts'

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>')

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c06020' } })

/** What the upload answers, or the error it throws as `{status, field, message}`. */
async function refusal(bytes: Buffer) {
  try {
    await acceptImageUpload(bytes, 'logo')
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { status: error.status, details: error.details }
  }
  return null
}

describe('picture uploads', () => {
  const files: Record<'jpeg' | 'png' | 'gif', Buffer> = {
    jpeg: Buffer.alloc(0),
    png: Buffer.alloc(0),
    gif: Buffer.alloc(0),
  }

  beforeAll(async () => {
    files.jpeg = await picture()
      .withMetadata({ exif: { IFD0: { Copyright: 'Someone' } } })
      .jpeg()
      .toBuffer()
    files.png = await picture().png().toBuffer()
    files.gif = await picture().gif().toBuffer()
  })

  it('accepts a JPEG and keeps only its pixels', async () => {
    const accepted = await acceptImageUpload(files.jpeg)
    expect(accepted).toMatchObject({ format: 'jpeg', extension: '.jpg', width: 64, height: 48 })
    const info = await sharp(accepted.data).metadata()
    expect(info.format).toBe('jpeg')
    expect(info.exif).toBeUndefined()
  })

  it('accepts a PNG', async () => {
    const accepted = await acceptImageUpload(files.png)
    expect(accepted).toMatchObject({ format: 'png', extension: '.png', width: 64, height: 48 })
  })

  it('refuses an HTML file named .jpg, naming the field', async () => {
    expect(await refusal(HTML)).toEqual({
      status: 400,
      details: { logo: ['Only JPEG and PNG pictures are accepted.'] },
    })
  })

  it('refuses GIF, WebP and SVG pictures', async () => {
    const webp = await picture().webp().toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')
    for (const bytes of [files.gif, webp, svg]) {
      expect((await refusal(bytes))?.status).toBe(400)
    }
  })

  it('refuses a real PNG or JPEG carrying HTML after the picture or in its metadata', async () => {
    const inText = await picture()
      .png()
      .withMetadata({
        exif: { IFD0: { ImageDescription: '<script src=//evil.test/x.js></script>' } },
      })
      .toBuffer()
    for (const bytes of [
      Buffer.concat([files.png, HTML]),
      Buffer.concat([files.jpeg, HTML]),
      inText,
    ]) {
      expect(await refusal(bytes)).toEqual({
        status: 400,
        details: { logo: ['This picture holds web page or script code.'] },
      })
    }
  })

  it('drops other bytes after the picture (a phone’s extra data) instead of refusing', async () => {
    const trailer = Buffer.from('MotionPhoto_Data\0\0\0\x01binary')
    const accepted = await acceptImageUpload(Buffer.concat([files.jpeg, trailer]))
    expect(accepted.data.includes(trailer)).toBe(false)
  })

  it('refuses a truncated picture and an oversized file', async () => {
    expect(await refusal(files.png.subarray(0, files.png.length - 20))).toEqual({
      status: 400,
      details: { logo: ['This picture is damaged.'] },
    })
    const huge = Buffer.concat([files.jpeg, Buffer.alloc(UPLOAD_MAX_BYTES)])
    expect((await refusal(huge))?.status).toBe(413)
  })

  it('refuses a small file that would decode to too many pixels', async () => {
    const bomb = await sharp({
      create: { width: 7000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES)
    expect((await refusal(bomb))?.status).toBe(413)
  })
})
