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
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      ...KEYS,
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
