import type { Config } from '../config.ts'

/**
 * Origins browsers fetch media from besides the app's own: the S3 endpoint that presigned
 * addresses point at (path-style with an endpoint, the bucket's own host on AWS). Pages that
 * play media allow them in their Content-Security-Policy (`media-src`, `connect-src`).
 */
export function mediaOrigins(config: Pick<Config, 's3'>): string[] {
  const { s3 } = config
  if (!s3) return []
  if (s3.endpoint) return [new URL(s3.endpoint).origin]
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`]
}
