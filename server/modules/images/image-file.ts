import type { Readable } from 'node:stream'

/** A picture ready to be sent. */
export interface ImageFile {
  size: number
  contentType: string
  etag: string
  /** Changes whenever the picture does; versioned addresses carry it. */
  version: string
  /** The bytes, when the server already holds them in memory. */
  data?: Buffer
  /** Reads the bytes from where they are kept. */
  open(): Readable
}

/** A picture as uploaded, in the media store: resizes read it there. */
export interface SourceImage extends ImageFile {
  /** The whole picture, read from the store once however often it is asked for. */
  read(): Promise<Buffer>
}
