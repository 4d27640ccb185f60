// s3rver ships no types: the little of it the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string; configs?: Buffer[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    /** What happened to an object: `ObjectCreated:Put` for one request, `:Post` for parts. */
    on(
      name: 'event',
      listener: (event: {
        Records: { eventName: string; s3: { object: { key: string } } }[]
      }) => void,
    ): this
    /** Koa's middleware, run in this order (s3rver-multipart.ts adds to it). */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Koa ships its own types
    middleware: ((ctx: any, next: () => Promise<void>) => unknown)[]
  }
}
