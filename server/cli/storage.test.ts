import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runVitrine } from '../../test/support/command-line.ts'
import { loadConfig } from '../config.ts'
import { s3ObjectStore } from '../storage/s3-store.ts'
import { startTestS3, type TestS3 } from '../storage/s3rver-test-support.ts'

describe('vitrine storage migrate', () => {
  let folder = ''
  let mediaDir = ''
  let s3: TestS3
  const files: Record<string, string> = {
    'streams/site/a/hls/master.m3u8': '#EXTM3U\n',
    'streams/site/a/hls/720p/seg-00000.ts': 'x'.repeat(5000),
    'streams/site/a/hd.mp4': 'y'.repeat(20_000),
    'images/site/logo.png': 'png',
  }

  /** `vitrine storage migrate …`: its exit code and what it printed. */
  const vitrine = (env: Record<string, string>, ...args: string[]) =>
    runVitrine(
      { ...process.env, DATABASE_URL: '', DATA_DIR: folder, ...env },
      'storage',
      'migrate',
      ...args,
    )
  const bucket = () =>
    s3ObjectStore(loadConfig({ DATA_DIR: folder, SECRET_KEY: 'k'.repeat(40), ...s3.env }).s3!)

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-migrate-'))
    mediaDir = path.join(folder, 'media')
    for (const [key, text] of Object.entries({ ...files, 'odd name.txt': 'left out' })) {
      mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true })
      writeFileSync(path.join(mediaDir, key), text)
    }
    s3 = await startTestS3()
  })
  afterAll(async () => {
    await s3.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('says what to set when no bucket is configured', async () => {
    const answer = await vitrine({})
    expect(answer.code).toBe(1)
    expect(answer.stderr).toContain('S3_BUCKET')
  })

  it('copies every file of the media folder to the bucket, with progress', async () => {
    const answer = await vitrine(s3.env)
    expect(answer.stderr).toMatch(/Copying \[#+\] 100%/)
    expect(answer.stdout).toContain('Copied 4 files')
    expect(answer.stdout).toContain('0 were already there')
    expect(answer.stdout).toContain('Left out odd name.txt')
    for (const [key, text] of Object.entries(files)) {
      expect((await buffer(bucket().open(key))).toString(), key).toBe(text)
    }
  })

  it('starts again where it stopped: only what the bucket lacks or holds cut short', async () => {
    await bucket().remove('streams/site/a/hd.mp4')
    await bucket().write('streams/site/a/hls/720p/seg-00000.ts', Buffer.from('cut short'))
    const answer = await vitrine(s3.env, '--from', mediaDir)
    expect(answer.code).toBe(0)
    expect(answer.stdout).toContain('Copied 2 files')
    expect(answer.stdout).toContain('2 were already there')
    const segment = await buffer(bucket().open('streams/site/a/hls/720p/seg-00000.ts'))
    expect(segment.toString()).toBe(files['streams/site/a/hls/720p/seg-00000.ts'])
  })
})
