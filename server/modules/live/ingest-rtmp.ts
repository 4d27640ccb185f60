import { EventEmitter } from 'node:events'
import net from 'node:net'
import type { Kysely } from 'kysely'
import Flv from 'node-media-server/src/protocol/flv.js'
import Rtmp, { type AVPacket, type InvokeMessage } from 'node-media-server/src/protocol/rtmp.js'
import nmsLogger from 'node-media-server/src/core/logger.js'
import type { Database } from '../../db/schema.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import {
  closeLivePlaylists,
  liveDir,
  startPackager,
  writeLiveMaster,
  type Packager,
} from './ingest-packager.ts'
import { IngestMeter } from './ingest-meter.ts'
import { LiveMirrors, type LiveMirror } from './live-mirror.ts'
import { prepareRecording, recordingDir, startRecording, type Recording } from './recording.ts'
import { settleEndedEvents, type ReplayHandOver } from './replay.ts'
import {
  acceptPublisher,
  endAbandonedEvents,
  endedAmong,
  publisherGone,
  publisherOnAir,
  type PublishRefusal,
} from './service.ts'
import { recordIncoming } from './stats-service.ts'

/**
 * The RTMP ingest `npm start` runs itself (issue 45), on RTMP_PORT. It speaks RTMP with
 * node-media-server's protocol code, but owns the connections: a publisher's key is checked
 * against the database (acceptPublisher) before its "publish" is answered, so a wrong key, an
 * ended or expired event, or a second publisher on a key in use is refused before anything is
 * written. An accepted stream goes on as FLV into ffmpeg (ingest-packager.ts), which writes the
 * live HLS into the event's folder of the media folder. Behind nginx's RTMP module, nginx checks
 * the key with on_publish (public-routes.ts) and pushes accepted streams here.
 */

const FLV_AUDIO = 8
const FLV_VIDEO = 9
const FLV_CODEC_AVC = 7
const FLV_CODEC_AAC = 10
/** Packets read before deciding the stream has no audio. */
const PROBE_PACKETS = 60
/** FLV waiting for ffmpeg past this, the machine cannot keep up: the publisher is dropped. */
const MAX_BACKLOG_BYTES = 64 * 1024 * 1024
const IDLE_SOCKET_MS = 30_000
const TICK_MS = 5_000

nmsLogger.level = 'warn'

export { liveDir }

export interface LiveIngestOptions {
  db: Kysely<Database>
  mediaDir: string
  port: number
  host?: string
  log: { info(message: string): void; warn(message: string): void }
  /** Whether to end abandoned events and drop publishers of ended ones every few seconds. */
  ticking?: boolean
  /** Where an ended event's recording goes to become its replay; kept on disk without it. */
  replays?: ReplayHandOver
  /**
   * The media store when it is not the media folder itself (an S3 bucket): the live HLS goes
   * there as it is written (live-mirror.ts), for every web process to serve.
   */
  store?: ObjectStore
}

/** What the ingest tells as it goes (tests wait on these). */
export interface LiveIngestEvents {
  refused: [{ key: string; reason: PublishRefusal }]
  publishing: [{ eventUid: string }]
  on_air: [{ eventUid: string }]
  /** The incoming stream's figures were written (null: its publisher is gone). */
  measured: [{ eventUid: string; bitrate: number | null }]
  closed: [{ eventUid: string | null }]
}

export interface LiveIngest {
  port: number
  events: EventEmitter<LiveIngestEvents>
  /** Ends abandoned events, drops publishers of ended events. Runs by itself when ticking. */
  tick(now?: Date): Promise<void>
  close(): Promise<void>
}

interface Publishing {
  eventUid: string
  publisherId: string
  socket: net.Socket
}

/** One connection: RTMP in, and once its key is accepted, FLV out to the packager. */
class Session {
  private readonly rtmp: Rtmp
  private publishing: Publishing | null = null
  private packager: Packager | null = null
  private meter: IngestMeter | null = null
  private recording: Recording | null = null
  private mirror: LiveMirror | null = null
  /** Settles once the event was marked on air for this publisher, or never will be. */
  private wentOnAir: Promise<void> = Promise.resolve()
  private pending: AVPacket[] = []
  /** The packager is being started: packets wait in `pending`. */
  private starting = false
  private closed = false

  constructor(
    private readonly socket: net.Socket,
    private readonly ingest: IngestServer,
  ) {
    const publish = (name: string) => this.publish(name)
    // The protocol answers "publish" at once; this one answers once the key is checked.
    class CheckedRtmp extends Rtmp {
      override onPublish(invokeMessage: InvokeMessage) {
        const name = (invokeMessage.streamName ?? '').split('?')[0] ?? ''
        this.streamName = name
        this.streamId = this.parserPacket.header.stream_id
        void publish(name)
      }
      override onPlay() {
        socket.destroy()
      }
    }
    this.rtmp = new CheckedRtmp()
    this.rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer)
    }
    this.rtmp.onPacketCallback = (packet) => this.packet(packet)
    socket.setTimeout(IDLE_SOCKET_MS, () => socket.destroy())
    socket.on('data', (data: Buffer) => {
      const problem = this.rtmp.parserData(data)
      if (problem) socket.destroy()
    })
    socket.on('error', () => {})
    socket.on('close', () => void this.close())
  }

  get eventUid() {
    return this.publishing?.eventUid ?? null
  }

  private async publish(key: string) {
    const { db } = this.ingest.options
    const answer = await acceptPublisher(db, key).catch((error: unknown) => {
      this.ingest.options.log.warn(`live key check failed: ${String(error)}`)
      return { refusal: 'unknown_key' as const }
    })
    if ('refusal' in answer) {
      this.rtmp.sendStatusMessage(
        this.rtmp.streamId,
        'error',
        'NetStream.Publish.BadName',
        `Refused: ${answer.refusal}`,
      )
      this.ingest.events.emit('refused', { key, reason: answer.refusal })
      this.socket.end()
      return
    }
    if (this.closed) {
      // Gone while its key was checked: give the event back.
      await publisherGone(db, answer.event.uid, answer.publisherId)
      return
    }
    this.publishing = {
      eventUid: answer.event.uid,
      publisherId: answer.publisherId,
      socket: this.socket,
    }
    this.meter = this.meterFor(answer.event.uid)
    this.rtmp.respondPublish()
    this.ingest.events.emit('publishing', { eventUid: answer.event.uid })
  }

  private packet(packet: AVPacket) {
    this.meter?.packet(packet)
    if (!this.publishing || (packet.codec_type !== FLV_AUDIO && packet.codec_type !== FLV_VIDEO)) {
      return
    }
    if (this.packager) return this.write(packet)
    // The codecs decide whether the source is copied: wait for its first video and audio.
    this.pending.push({ ...packet, data: Buffer.from(packet.data.subarray(0, packet.size)) })
    if (this.starting) return
    const video = this.pending.find((p) => p.codec_type === FLV_VIDEO)
    const audio = this.pending.find((p) => p.codec_type === FLV_AUDIO)
    if (!video || (!audio && this.pending.length < PROBE_PACKETS)) return
    this.starting = true
    void this.startPackager(video, audio)
  }

  private async startPackager(video: AVPacket, audio: AVPacket | undefined) {
    const publishing = this.publishing!
    const { options } = this.ingest
    const dir = liveDir(options.mediaDir, publishing.eventUid)
    const copySource =
      video.codec_id === FLV_CODEC_AVC && (!audio || audio.codec_id === FLV_CODEC_AAC)
    await writeLiveMaster(dir)
    const recording = recordingDir(options.mediaDir, publishing.eventUid)
    await prepareRecording(recording)
    if (this.closed) return
    this.recording = startRecording(recording, (message) => options.log.warn(message))
    const packager = startPackager({ dir, hasAudio: Boolean(audio), copySource }, (message) =>
      options.log.warn(message),
    )
    this.packager = packager
    this.mirror = this.ingest.mirrors?.of(publishing.eventUid) ?? null
    this.mirror?.start()
    this.send(Flv.createHeader(Boolean(audio), true))
    for (const packet of this.pending) this.write(packet)
    this.pending = []
    const mirror = this.mirror
    this.wentOnAir = packager.firstSegment.then(async (written) => {
      if (!written) return
      // On air for viewers once the bucket, which they are served from, has the segment too.
      await mirror?.sync()
      await publisherOnAir(options.db, publishing.eventUid, publishing.publisherId)
      this.ingest.events.emit('on_air', { eventUid: publishing.eventUid })
    })
  }

  /** Writes the incoming stream's figures every few seconds, for any process to show. */
  private meterFor(eventUid: string) {
    const { db, log } = this.ingest.options
    return new IngestMeter(async (figures) => {
      try {
        await recordIncoming(db, eventUid, figures)
        this.ingest.events.emit('measured', { eventUid, bitrate: figures?.bitrate ?? null })
      } catch (error) {
        log.warn(`live figures not written: ${String(error)}`)
      }
    })
  }

  private write(packet: AVPacket) {
    this.send(Flv.createMessage(packet))
    const input = this.packager!.input
    if (input.writableLength > MAX_BACKLOG_BYTES) {
      this.ingest.options.log.warn('live packager cannot keep up: publisher dropped')
      this.socket.destroy()
    }
  }

  /** The same FLV to the packager and to the recording. */
  private send(chunk: Buffer) {
    this.packager!.input.write(chunk)
    this.recording?.write(chunk)
  }

  /** Drops the publisher (its event ended). */
  drop() {
    this.socket.destroy()
  }

  private async close() {
    if (this.closed) return
    this.closed = true
    const { options } = this.ingest
    const publishing = this.publishing
    try {
      if (this.packager) {
        this.packager.finish()
        await this.packager.exited
        await this.mirror?.stop()
        // On air before gone: a publisher that left within its first segment still was.
        await this.wentOnAir
      }
      await this.recording?.close()
      if (publishing) {
        await this.meter?.close()
        await publisherGone(options.db, publishing.eventUid, publishing.publisherId)
        const ended = await endedAmong(options.db, [publishing.eventUid])
        if (ended.size > 0) {
          await closeLivePlaylists(liveDir(options.mediaDir, publishing.eventUid))
          await this.ingest.mirrors?.closed(publishing.eventUid)
        }
      }
    } catch (error) {
      options.log.warn(`live publisher close failed: ${String(error)}`)
    } finally {
      this.ingest.forget(this)
      this.ingest.events.emit('closed', { eventUid: publishing?.eventUid ?? null })
    }
  }
}

class IngestServer {
  readonly events = new EventEmitter<LiveIngestEvents>()
  readonly sessions = new Set<Session>()
  readonly server: net.Server
  readonly mirrors: LiveMirrors | null

  constructor(readonly options: LiveIngestOptions) {
    this.mirrors = options.store
      ? new LiveMirrors(options.store, options.mediaDir, (message) => options.log.warn(message))
      : null
    this.server = net.createServer((socket) => {
      this.sessions.add(new Session(socket, this))
    })
  }

  forget(session: Session) {
    this.sessions.delete(session)
  }

  private ticking: Promise<void> | null = null

  /** One tick at a time: a recording being joined is not settled twice. */
  tick(now = new Date()): Promise<void> {
    this.ticking ??= this.settle(now).finally(() => {
      this.ticking = null
    })
    return this.ticking
  }

  private async settle(now: Date) {
    const { db, mediaDir } = this.options
    for (const uid of await endAbandonedEvents(db, now)) {
      await closeLivePlaylists(liveDir(mediaDir, uid))
      await this.mirrors?.closed(uid)
    }
    const live = [...this.sessions].filter((session) => session.eventUid)
    const ended = await endedAmong(
      db,
      live.map((session) => session.eventUid!),
    )
    for (const session of live) if (ended.has(session.eventUid!)) session.drop()
    const publishing = new Set(live.map((session) => session.eventUid!))
    await settleEndedEvents({
      db,
      mediaDir,
      replays: this.options.replays,
      publishing,
      now,
      log: (message) => this.options.log.warn(message),
      mirrors: this.mirrors ?? undefined,
    })
  }
}

/** Listens for RTMP publishers; port 0 takes a free one (tests). */
export async function startLiveIngest(options: LiveIngestOptions): Promise<LiveIngest> {
  const ingest = new IngestServer(options)
  await new Promise<void>((resolve, reject) => {
    ingest.server.once('error', reject)
    ingest.server.listen(options.port, options.host ?? '0.0.0.0', () => resolve())
  })
  const address = ingest.server.address() as net.AddressInfo
  const timer = options.ticking
    ? setInterval(() => {
        ingest.tick().catch((error: unknown) => options.log.warn(`live tick: ${String(error)}`))
      }, TICK_MS)
    : undefined
  timer?.unref()
  options.log.info(`live RTMP ingest on port ${address.port}`)
  return {
    port: address.port,
    events: ingest.events,
    tick: (now) => ingest.tick(now),
    async close() {
      clearInterval(timer)
      const closing = [...ingest.sessions].map(
        (session) =>
          new Promise<void>((resolve) => {
            const done = () => {
              if (!ingest.sessions.has(session)) {
                ingest.events.off('closed', done)
                resolve()
              }
            }
            ingest.events.on('closed', done)
            session.drop()
          }),
      )
      await Promise.all(closing)
      await new Promise<void>((resolve) => ingest.server.close(() => resolve()))
    },
  }
}
