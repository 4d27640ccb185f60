import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../config.ts'
import { startTestS3, type TestS3 } from '../../../storage/s3rver-test-support.ts'
import { ADOPT_PART_BYTES, s3Uploads } from './s3-uploads.ts'

/** A live recording made an upload in the bucket (issue 45 part 5); the import is replay.test.ts. */
describe('a recording adopted into the bucket', () => {
  let s3: TestS3
  let folder = ''

  beforeAll(async () => {
    s3 = await startTestS3()
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-adopt-'))
  })
  afterAll(async () => {
    await s3.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('goes up in parts, whole, and leaves no file on the disk', async () => {
    const settings = loadConfig(s3.env).s3!
    const uploads = s3Uploads(settings, 'uploads/', path.join(folder, 'scratch'))
    // One part and a little more: a single PUT past S3's 5 GB would be refused.
    const data = randomBytes(ADOPT_PART_BYTES + 1024)
    const file = path.join(folder, 'replay.mkv')
    writeFileSync(file, data)
    await uploads.adopt('uploads/recording-1', file)
    expect(existsSync(file)).toBe(false)
    expect(s3.created).toContainEqual({ key: 'uploads/recording-1', how: 'ObjectCreated:Post' })
    const copy = await uploads.localCopy('uploads/recording-1')
    expect(readFileSync(copy.file).equals(data)).toBe(true)
    await copy.release()
  })
})
