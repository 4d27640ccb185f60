import { existsSync } from 'node:fs'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertMedia } from '../../db/insert.ts'
import { s3Client, s3ObjectStore } from '../../storage/s3-store.ts'
import { startTestS3, type TestS3 } from '../../storage/s3rver-test-support.ts'
import { resizedThumbnailAddress } from './addresses.ts'
import { RESIZE_CACHE_PREFIX, resizedImage } from './resize.ts'
import { openImage, resizeCacheDir } from './service.ts'

describe.each(DIALECTS)('resized thumbnails kept in S3 on %s', (dialect) => {
  let s3: TestS3
  let t: TestApp
  let media = ''

  const cachedObjects = async () => {
    const settings = t.config.s3!
    const listed = await s3Client(settings).send(
      new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `${RESIZE_CACHE_PREFIX}/` }),
    )
    return (listed.Contents ?? []).map((entry) => ({ key: entry.Key!, size: entry.Size! }))
  }

  beforeAll(async () => {
    s3 = await startTestS3()
    t = await startTestApp(dialect, s3.env)
    const site = await createWebsite(t.database.db, { hosts: ['localhost'] })
    media = await insertMedia(t.database.db, site, {
      name: 'M',
      duration: 60,
      thumbnail: 't/m.jpg',
    })
    const picture = sharp({
      create: { width: 1280, height: 720, channels: 3, background: '#c04030' },
    })
    await s3ObjectStore(t.config.s3!).write('t/m.jpg', await picture.jpeg().toBuffer())
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('resizes a picture of the bucket into the bucket, not on this machine’s disk', async () => {
    const answer = await t.app.inject({
      url: resizedThumbnailAddress('media', media, 480),
      headers: { host: 'localhost', accept: 'image/webp' },
    })
    expect(answer.statusCode).toBe(200)
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(480)
    expect(existsSync(resizeCacheDir(t.config.mediaDir))).toBe(false)
    const objects = await cachedObjects()
    expect(objects).toHaveLength(1)
    expect(objects[0]!.size).toBe(answer.rawPayload.length)
  })

  it('lets another server process serve the picture one process resized', async () => {
    const [cached] = await cachedObjects()
    // What the bucket holds is what another process sends, resizing nothing.
    const marker = Buffer.from('resized by the other process')
    const otherProcess = s3ObjectStore(t.config.s3!)
    await otherProcess.write(cached!.key, marker)
    const source = await openImage(otherProcess, 't/m.jpg')
    const image = await resizedImage(otherProcess, source, 480, 'webp')
    expect(image.data?.equals(marker)).toBe(true)
  })
})
