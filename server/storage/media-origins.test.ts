import { describe, expect, it } from 'vitest'
import type { S3Settings } from '../config.ts'
import { mediaOrigins } from './media-origins.ts'
import { s3ObjectStore } from './s3-store.ts'

const credentials = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' }

describe('the origins pages let media come from', () => {
  it('are none besides the app itself with the local folder', () => {
    expect(mediaOrigins({ s3: undefined })).toEqual([])
  })

  it.each([
    ['AWS in us-east-1', { bucket: 'vitrine-media', region: 'us-east-1', endpoint: undefined }],
    ['AWS in eu-west-3', { bucket: 'vitrine-media', region: 'eu-west-3', endpoint: undefined }],
    ['MinIO', { bucket: 'media', region: 'us-east-1', endpoint: 'https://minio.example:9000' }],
  ])('hold the origin of the presigned addresses on %s', async (_name, where) => {
    const s3: S3Settings = { ...where, credentials }
    // Signing happens here, without a request: the address is what a browser would be sent to.
    const address = await s3ObjectStore(s3).presignedAddress!('streams/a/hd.mp4', {
      expiresIn: 60,
    })
    expect(mediaOrigins({ s3 })).toEqual([new URL(address).origin])
  })
})
