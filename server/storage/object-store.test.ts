import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { mediaStoreOf } from './media-store.ts'
import type { ObjectStore } from './object-store.ts'
import { startTestS3, type TestS3 } from './s3rver-test-support.ts'

const ADAPTERS = ['local', 's3'] as const

describe.each(ADAPTERS)('the %s object store', (adapter) => {
  let store: ObjectStore
  let s3: TestS3 | undefined
  let work = ''
  let root = ''
  let env: Record<string, string> = {}

  /** A local file holding `data`, as uploads and transcodes leave them. */
  const localFile = (data: Buffer) => {
    const file = path.join(work, randomBytes(6).toString('hex'))
    writeFileSync(file, data)
    return file
  }
  const read = async (key: string, range?: { start: number; end: number }) =>
    buffer(store.open(key, range))

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'vitrine-store-work-'))
    root = mkdtempSync(path.join(tmpdir(), 'vitrine-store-root-'))
    if (adapter === 's3') s3 = await startTestS3()
    // The store the server and the commands use for this configuration.
    env = { DATA_DIR: work, SECRET_KEY: 'k'.repeat(40), MEDIA_DIR: root, ...s3?.env }
    store = mediaStoreOf(loadConfig(env))
    expect(typeof store.presignedAddress).toBe(adapter === 's3' ? 'function' : 'undefined')
  })
  afterAll(async () => {
    await s3?.close()
    rmSync(work, { recursive: true, force: true })
    rmSync(root, { recursive: true, force: true })
  })

  it('keeps a file under its key and gives back the same bytes and size', async () => {
    const data = randomBytes(70_000)
    await store.put('streams/site/a/hd.mp4', localFile(data))
    expect((await read('streams/site/a/hd.mp4')).equals(data)).toBe(true)
    const stored = await store.stat('streams/site/a/hd.mp4')
    expect(stored?.size).toBe(data.length)
    expect(stored?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 3_600_000)
  })

  it('takes the local file away when asked to move it, and copies it otherwise', async () => {
    const moved = localFile(Buffer.from('moved'))
    await store.put('streams/site/a/moved.txt', moved, { move: true })
    expect(existsSync(moved)).toBe(false)
    const copied = localFile(Buffer.from('copied'))
    await store.put('streams/site/a/copied.txt', copied)
    expect(existsSync(copied)).toBe(true)
    expect((await read('streams/site/a/moved.txt')).toString()).toBe('moved')
  })

  it('stores bytes held in memory, replacing what the key held', async () => {
    await store.write('.cache/images/ab/x.webp', Buffer.from('first'))
    await store.write('.cache/images/ab/x.webp', Buffer.from('second'))
    expect((await read('.cache/images/ab/x.webp')).toString()).toBe('second')
  })

  it('reads one byte range, both ends included', async () => {
    const data = randomBytes(10_000)
    await store.put('streams/site/b/seg-00000.ts', localFile(data))
    const middle = await read('streams/site/b/seg-00000.ts', { start: 100, end: 4_099 })
    expect(middle.equals(data.subarray(100, 4_100))).toBe(true)
    const last = await read('streams/site/b/seg-00000.ts', { start: 9_999, end: 9_999 })
    expect([...last]).toEqual([data[9_999]])
  })

  it('streams a file larger than one upload part whole', async () => {
    const data = randomBytes(17 * 1024 * 1024 + 5)
    await store.put('streams/site/big/source.mov', localFile(data))
    expect((await store.stat('streams/site/big/source.mov'))?.size).toBe(data.length)
    expect((await read('streams/site/big/source.mov')).equals(data)).toBe(true)
    await store.remove('streams/site/big')
  })

  it('knows nothing of a missing key, and fails reading it', async () => {
    expect(await store.stat('streams/site/none.mp4')).toBeNull()
    await expect(read('streams/site/none.mp4')).rejects.toThrow()
  })

  it('removes one object, or a whole folder and nothing beside it', async () => {
    const keys = [
      'streams/site/c/hls/master.m3u8',
      'streams/site/c/hls/720p/seg-00000.ts',
      'streams/site/c/hd.mp4',
      'streams/site/cc/hd.mp4',
      'streams/site/c.mp4',
    ]
    for (const key of keys) await store.write(key, Buffer.from(key))
    await store.remove('streams/site/c/hd.mp4')
    expect(await store.stat('streams/site/c/hd.mp4')).toBeNull()
    expect(await store.stat('streams/site/c/hls/master.m3u8')).not.toBeNull()
    await store.remove('streams/site/c')
    for (const key of keys.slice(0, 3)) expect(await store.stat(key), key).toBeNull()
    expect(await store.stat('streams/site/cc/hd.mp4')).not.toBeNull()
    expect(await store.stat('streams/site/c.mp4')).not.toBeNull()
    await store.remove('streams/site/nothing-here')
  })

  it('passes the readiness check, and fails it when its folder or bucket cannot be reached', async () => {
    await expect(store.check()).resolves.toBeUndefined()
    const unreachable =
      adapter === 's3'
        ? { ...env, S3_BUCKET: 'no-such-bucket' }
        : // A folder cannot be made under a plain file.
          { ...env, MEDIA_DIR: path.join(localFile(Buffer.from('a file')), 'media') }
    await expect(mediaStoreOf(loadConfig(unreachable)).check()).rejects.toThrow()
  })

  it('refuses keys that could leave the store or name nothing', async () => {
    const file = localFile(Buffer.from('x'))
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/b/', '', 'a b', 'a/./b']) {
      await expect(store.put(key, file), key).rejects.toThrow(/Bad media key/)
      await expect(store.write(key, Buffer.from('x')), key).rejects.toThrow(/Bad media key/)
      await expect(store.remove(key), key).rejects.toThrow(/Bad media key/)
      expect(() => store.open(key), key).toThrow(/Bad media key/)
      expect(await store.stat(key), key).toBeNull()
    }
  })

  // Only an S3 store serves objects itself; the local one is streamed by the app.
  if (adapter !== 's3') return
  it('hands out addresses S3 serves itself until they expire', async () => {
    await store.write('files/site/booklet.pdf', Buffer.from('%PDF-1.4 booklet'))
    const address = await store.presignedAddress!('files/site/booklet.pdf', {
      expiresIn: 60,
      contentType: 'application/pdf',
      downloadName: 'Livret été.pdf',
      cacheControl: 'public',
    })
    const answer = await fetch(address, { headers: { range: 'bytes=0-7' } })
    expect(answer.status).toBe(206)
    expect(await answer.text()).toBe('%PDF-1.4')
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('cache-control')).toBe('public')
    expect(answer.headers.get('content-disposition')).toContain(encodeURIComponent('Livret été'))

    // Signed 10 s ago for 1 s: past its expiry, whatever the clock says now.
    const expired = await store.presignedAddress!('files/site/booklet.pdf', {
      expiresIn: 1,
      signedAt: new Date(Date.now() - 10_000),
    })
    const refused = await fetch(expired)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Request has expired')
  })
})
