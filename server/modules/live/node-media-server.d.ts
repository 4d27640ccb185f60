// node-media-server ships no types: the little of its RTMP protocol and FLV code ingest-rtmp.ts
// uses (the package's own server is not used; see ingest-rtmp.ts).
declare module 'node-media-server/src/protocol/rtmp.js' {
  export interface AVPacket {
    codec_id: number
    codec_type: number
    flags: number
    dts: number
    size: number
    data: Buffer
  }
  export interface InvokeMessage {
    cmd: string
    streamName?: string
  }
  export default class Rtmp {
    streamApp: string
    streamName: string
    streamId: number
    parserPacket: { header: { stream_id: number } }
    onOutputCallback: (buffer: Buffer) => void
    onPacketCallback: (packet: AVPacket) => void
    parserData(buffer: Buffer): string | null
    onPublish(invokeMessage: InvokeMessage): void
    onPlay(invokeMessage: InvokeMessage): void
    respondPublish(): void
    sendStatusMessage(sid: number, level: string, code: string, description: string): void
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type { AVPacket } from 'node-media-server/src/protocol/rtmp.js'
  export default class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer
    static createMessage(packet: AVPacket): Buffer
  }
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string }
  export default logger
}

declare module 'node-media-server/src/protocol/amf.js' {
  const amf: {
    /** An RTMP data message (`@setDataFrame`, `onMetaData`) and its values. */
    decodeAmf0Data(buffer: Buffer): { cmd?: string; dataObj?: Record<string, unknown> }
  }
  export default amf
}
