import { existsSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { mediaStoreOf } from '../storage/media-store.ts'
import { startTestS3, type TestS3 } from '../storage/s3rver-test-support.ts'
import { resizedThumbnailAddress } from '../modules/images/addresses.ts'
import { seedDemo } from './seed.ts'

describe('the demo websites with their media in S3', () => {
  let s3: TestS3
  let t: TestApp

  beforeAll(async () => {
    s3 = await startTestS3()
    t = await startTestApp('sqlite', s3.env)
    await seedDemo(t.database.db, t.config)
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('puts every picture, clip and download in the bucket, none on this machine', async () => {
    const db = t.database.db
    const pictures = [
      ...(await db.selectFrom('medias').select('thumbnail').execute()),
      ...(await db.selectFrom('playlists').select('thumbnail').execute()),
      ...(await db.selectFrom('categories').select('thumbnail').execute()),
    ].map((row) => row.thumbnail ?? '')
    const folders = await db.selectFrom('media_assets').select('folder').distinct().execute()
    const clips = folders.map(({ folder }) => `${folder}/hls/720p/index.m3u8`)
    const files = await db.selectFrom('files').select(['path', 'size']).execute()
    expect(pictures.length).toBeGreaterThan(10)
    expect(clips.length).toBeGreaterThanOrEqual(5)

    const store = mediaStoreOf(t.config)
    const missing = []
    for (const key of [...pictures, ...clips]) if (!(await store.stat(key))) missing.push(key)
    for (const file of files) {
      if ((await store.stat(file.path))?.size !== Number(file.size)) missing.push(file.path)
    }
    expect(missing).toEqual([])
    const local = existsSync(t.config.mediaDir) ? readdirSync(t.config.mediaDir) : []
    expect(local).toEqual([])
  })

  it('shows a visitor the pictures from the bucket', async () => {
    const media = await t.database.db
      .selectFrom('medias')
      .select('uid')
      .where('website_uid', '=', 'vitrine-demo')
      .executeTakeFirstOrThrow()
    const answer = await t.app.inject({
      url: resizedThumbnailAddress('media', media.uid, 480),
      headers: { host: 'localhost:3000', accept: 'image/webp' },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/webp')
  })
})
