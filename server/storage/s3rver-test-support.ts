import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { addMultipartCalls } from './s3rver-multipart.ts'

/** s3rver's built-in account. */
const KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }

export interface TestS3 {
  /** The environment that points the server at this bucket. */
  env: Record<string, string>
  /**
   * The objects made so far, key and how: `ObjectCreated:Put` in one request,
   * `ObjectCreated:Post` from the parts of a multipart upload.
   */
  created: { key: string; how: string }[]
  close(): Promise<void>
}

/** An S3 server on a free port, its bucket in a temporary folder; closed and removed by close(). */
export async function startTestS3(bucket = 'vitrine-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrine-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  addMultipartCalls(server)
  const created: TestS3['created'] = []
  server.on('event', (event) => {
    for (const record of event.Records) {
      if (record.eventName.startsWith('ObjectCreated:')) {
        created.push({ key: record.s3.object.key, how: record.eventName })
      }
    }
  })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      ...KEYS,
    },
    created,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
