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
  }
}
