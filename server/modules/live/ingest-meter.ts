import Amf from 'node-media-server/src/protocol/amf.js'
import type { AVPacket } from 'node-media-server/src/protocol/rtmp.js'

/**
 * What the staff see of an incoming stream (issue 45 part 6): its bitrate, counted from the bytes
 * of its audio and video over MEASURE_MS, and the picture size and frame rate its metadata
 * (`onMetaData`, which OBS and ffmpeg send first) announces. Told to `report` once per MEASURE_MS,
 * never per packet, and once with null when the publisher is gone.
 */

const FLV_AUDIO = 8
const FLV_VIDEO = 9
const FLV_SCRIPT = 18
const MEASURE_MS = 3000

export interface IncomingFigures {
  bitrate: number
  width: number | null
  height: number | null
  frame_rate: number | null
}

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

export class IngestMeter {
  private bytes = 0
  private since: number | null = null
  private picture: Omit<IncomingFigures, 'bitrate'> = {
    width: null,
    height: null,
    frame_rate: null,
  }
  /** Reports one after the other: the last one written is the last one told. */
  private reporting: Promise<void> = Promise.resolve()

  constructor(
    private readonly report: (figures: IncomingFigures | null) => Promise<void>,
    private readonly clock: () => number = Date.now,
  ) {}

  packet(packet: AVPacket) {
    if (packet.codec_type === FLV_SCRIPT) return this.metadata(packet)
    if (packet.codec_type !== FLV_AUDIO && packet.codec_type !== FLV_VIDEO) return
    const now = this.clock()
    this.since ??= now
    this.bytes += packet.size
    const elapsed = now - this.since
    if (elapsed < MEASURE_MS) return
    const bitrate = Math.round((this.bytes * 8 * 1000) / elapsed)
    this.bytes = 0
    this.since = now
    this.tell({ bitrate, ...this.picture })
  }

  /** The publisher is gone: nothing comes in any more. */
  close(): Promise<void> {
    this.tell(null)
    return this.reporting
  }

  private metadata(packet: AVPacket) {
    const { dataObj } = Amf.decodeAmf0Data(packet.data.subarray(0, packet.size))
    if (!dataObj) return
    const width = positive(dataObj.width)
    const height = positive(dataObj.height)
    const frameRate = positive(dataObj.framerate) ?? positive(dataObj.videoframerate)
    this.picture = {
      width: width && Math.round(width),
      height: height && Math.round(height),
      frame_rate: frameRate && Math.round(frameRate * 1000) / 1000,
    }
  }

  private tell(figures: IncomingFigures | null) {
    this.reporting = this.reporting.then(() => this.report(figures)).catch(() => {})
  }
}
