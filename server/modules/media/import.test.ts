import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { HAS_FFMPEG, makeClip } from '../../../test/support/test-clip.ts'
import { importMedia } from './import-service.ts'
import { localMediaStore, type MediaStore } from './store.ts'

if (!HAS_FFMPEG) console.warn('ffmpeg/ffprobe not found: the media import tests are skipped')

const ROOT = path.resolve(import.meta.dirname, '../../..')

describe.skipIf(!HAS_FFMPEG).each(DIALECTS)('media import on %s', (dialect) => {
  let database: TestDatabase
  let folder = ''
  let mediaDir = ''
  let store: MediaStore
  let site = ''
  let clip = ''

  const count = async (table: 'medias' | 'items' | 'files' | 'media_assets') =>
    (await database.db.selectFrom(table).select('website_uid').execute()).length

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-import-test-'))
    mediaDir = path.join(folder, 'media')
    store = localMediaStore(mediaDir)
    site = await createWebsite(database.db)
    clip = await makeClip(folder)
  })
  afterAll(async () => {
    await database.drop()
    rmSync(folder, { recursive: true, force: true })
  })

  it('turns a clip into a playable ladder, HD MP4, poster, media and public item', async () => {
    const progress: number[] = []
    const result = await importMedia(database.db, store, {
      file: clip,
      websiteUid: site,
      name: 'Mire',
      onProgress: (fraction) => progress.push(fraction),
    })
    expect(result.reused).toBe(false)
    expect(progress.at(-1)).toBe(1)
    const folderOf = `streams/${site}/${result.mediaUid}`
    for (const key of ['hls/master.m3u8', 'hls/360p/index.m3u8', 'hd.mp4', 'poster.jpg']) {
      expect(await store.stat(`${folderOf}/${key}`), key).not.toBeNull()
    }
    expect(await store.stat(`${folderOf}/source.mp4`)).not.toBeNull()
    const probed = spawnSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,height'],
      ...['-of', 'json', path.join(mediaDir, folderOf, 'hls/master.m3u8')],
    ])
    expect(probed.status).toBe(0)
    const info = JSON.parse(probed.stdout.toString()) as {
      format: { duration: string }
      streams: { codec_type: string; height?: number }[]
    }
    expect(Number(info.format.duration)).toBeCloseTo(3, 0)
    expect(info.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video'])
    expect(info.streams.find((s) => s.codec_type === 'video')?.height).toBe(360)

    const media = await database.db
      .selectFrom('medias')
      .selectAll()
      .where('uid', '=', result.mediaUid)
      .executeTakeFirstOrThrow()
    expect(media).toMatchObject({ name: 'Mire', thumbnail: `${folderOf}/poster.jpg` })
    expect(media.duration).toBeCloseTo(3, 0)
    const item = await database.db
      .selectFrom('items')
      .selectAll()
      .where('uid', '=', result.itemUid!)
      .executeTakeFirstOrThrow()
    expect(item).toMatchObject({ slug: 'mire', visibility_type: 'public' })
    const kinds = await database.db
      .selectFrom('files')
      .select('kind')
      .where('media_uid', '=', result.mediaUid)
      .execute()
    expect(kinds.map((row) => row.kind).sort()).toEqual(['hd', 'source'])
  })

  it('reuses the media when the same file is imported again', async () => {
    const before = await count('medias')
    const again = await importMedia(database.db, store, { file: clip, websiteUid: site })
    expect(again.reused).toBe(true)
    expect(again.name).toBe('Mire')
    expect(await count('medias')).toBe(before)
  })

  it('refuses a text file with one clear line, leaving nothing behind', async () => {
    const text = path.join(folder, 'notes.mp4')
    writeFileSync(text, 'This is not a video at all.\n')
    const before = await Promise.all([count('medias'), count('items'), count('files')])
    const streams = readdirSync(path.join(mediaDir, 'streams', site))
    await expect(importMedia(database.db, store, { file: text, websiteUid: site })).rejects.toThrow(
      /^notes\.mp4 is not a video/,
    )
    expect(await Promise.all([count('medias'), count('items'), count('files')])).toEqual(before)
    expect(readdirSync(path.join(mediaDir, 'streams', site))).toEqual(streams)
  })
})

describe.skipIf(!HAS_FFMPEG)('vitrine media import (command line)', () => {
  it('prints one line and exits 1 for a file that is not a video', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-cli-media-'))
    try {
      const text = path.join(folder, 'readme.txt')
      writeFileSync(text, 'hello')
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'server/cli/main.ts'), 'media', 'import', text],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        },
      )
      expect(cli.status).toBe(1)
      expect(cli.stderr.trim().split('\n')).toEqual([
        'vitrine: readme.txt is not a video file ffmpeg can read',
      ])
      expect(existsSync(path.join(folder, 'media', 'streams'))).toBe(false)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
