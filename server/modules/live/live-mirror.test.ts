import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localObjectStore } from '../../storage/local-store.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import { liveDir, LIVE_MASTER_TEXT } from './ingest-packager.ts'
import { liveMirror } from './live-mirror.ts'

const EVENT = 'event-1'

/**
 * The live mirror on a folder written as ffmpeg does (segments, then the playlist that names
 * them), into another folder standing for the bucket; the S3 run is live-s3.test.ts.
 */
describe('the live mirror', () => {
  let root = ''
  let dir = ''
  let bucket: ObjectStore
  const logged: string[] = []
  const has = async (rest: string) => (await bucket.stat(`live/${EVENT}/${rest}`)) !== null

  /** ffmpeg's work: the segments `from`..`to` of the source, then a playlist naming them. */
  function write(from: number, to: number) {
    const names = []
    for (let n = from; n <= to; n += 1) {
      const name = `seg-${String(n).padStart(5, '0')}.ts`
      writeFileSync(path.join(dir, 'source', name), Buffer.from([0x47, n]))
      names.push(name)
    }
    const lines = ['#EXTM3U', `#EXT-X-MEDIA-SEQUENCE:${from}`]
    for (const name of names) lines.push('#EXTINF:2.0,', name)
    writeFileSync(path.join(dir, 'source', 'index.m3u8'), `${lines.join('\n')}\n`)
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vitrine-mirror-'))
    dir = liveDir(path.join(root, 'media'), EVENT)
    mkdirSync(path.join(dir, 'source'), { recursive: true })
    bucket = localObjectStore(path.join(root, 'bucket'))
    logged.length = 0
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('sends segments before the playlist naming them, and drops those far out of the window', async () => {
    const mirror = liveMirror(bucket, dir, EVENT, (message) => logged.push(message))
    write(0, 2)
    await mirror.sync()
    expect(await has('master.m3u8')).toBe(true)
    expect(await has('source/index.m3u8')).toBe(true)
    for (const n of [0, 1, 2]) expect(await has(`source/seg-0000${n}.ts`)).toBe(true)
    // The window moved on: a few past it stay for players a playlist behind, older ones go.
    write(6, 8)
    await mirror.sync()
    expect(await has('source/seg-00000.ts')).toBe(false)
    expect(await has('source/seg-00001.ts')).toBe(true)
    write(9, 11)
    await mirror.sync()
    expect(await has('source/seg-00002.ts')).toBe(false)
    expect(await has('source/seg-00006.ts')).toBe(true)
    expect(logged).toEqual([])
  })

  it('tries a failed upload again on the next pass, saying so once, the playlist held back', async () => {
    let failing = true
    const flaky: ObjectStore = {
      ...bucket,
      put: async (key, file, options) => {
        if (failing) throw new Error('bucket unreachable')
        return bucket.put(key, file, options)
      },
    }
    const mirror = liveMirror(flaky, dir, EVENT, (message) => logged.push(message))
    write(0, 1)
    await mirror.sync()
    await mirror.sync()
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('bucket unreachable')
    // No playlist naming a segment the bucket lacks.
    expect(await has('source/index.m3u8')).toBe(false)
    failing = false
    await mirror.sync()
    expect(await has('source/seg-00001.ts')).toBe(true)
    expect(await has('source/index.m3u8')).toBe(true)
    expect(logged).toHaveLength(2)
  })

  it('sends what ffmpeg wrote last as it stops', async () => {
    const mirror = liveMirror(bucket, dir, EVENT, () => {})
    mirror.start()
    write(0, 0)
    await mirror.stop()
    expect(await has('source/seg-00000.ts')).toBe(true)
    const master = await bucket.stat(`live/${EVENT}/master.m3u8`)
    expect(master?.size).toBe(LIVE_MASTER_TEXT.length)
  })
})
