import { spawn } from 'node:child_process'
import { appendFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Writable } from 'node:stream'
import { LIVE_DVR_SECONDS, LIVE_SEGMENT_SECONDS } from '../../../contract/values/live.ts'

/**
 * Live HLS packaging (issue 45): ffmpeg reads the publisher's stream as FLV on its standard input
 * and writes, into the event's folder, a master playlist and two renditions: `source`, the
 * stream itself (copied when it is H.264/AAC, as OBS sends it; encoded otherwise) and `480p`,
 * encoded live. Segments of LIVE_SEGMENT_SECONDS in a sliding window of LIVE_DVR_SECONDS; a
 * publisher that comes back continues the same playlists (`append_list`), and the end of the
 * list is written only when the event ends (closeLivePlaylists).
 */

export const LIVE_RENDITIONS = ['source', '480p'] as const
export const LIVE_MASTER = 'master.m3u8'
export const variantPlaylist = (rendition: string) => `${rendition}/index.m3u8`

/** The folder an event's live HLS is written to (its store keys are `live/{event}/…`). */
export const liveDir = (mediaDir: string, eventUid: string) => path.join(mediaDir, 'live', eventUid)

/** The store key of a file of an event's stream. */
export const liveKey = (eventUid: string, rest: string) => `live/${eventUid}/${rest}`

export interface PackagerInput {
  /** The event's folder, inside the media folder. */
  dir: string
  hasAudio: boolean
  /** Whether the source is H.264 video (and AAC audio, when it has audio): copied as it is. */
  copySource: boolean
}

/** ffmpeg's arguments for packaging one publisher's stream. */
export function liveHlsArgs({ dir, hasAudio, copySource }: PackagerInput): string[] {
  const gop = `expr:gte(t,n_forced*${LIVE_SEGMENT_SECONDS})`
  const encode = (index: number) => [
    `-c:v:${index}`,
    'libx264',
    `-preset:v:${index}`,
    'veryfast',
    `-tune:v:${index}`,
    'zerolatency',
    `-force_key_frames:v:${index}`,
    gop,
  ]
  const maps = hasAudio ? ['0:v:0', '0:a:0', '0:v:0', '0:a:0'] : ['0:v:0', '0:v:0']
  return [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'flv', '-i', 'pipe:0'],
    ...maps.flatMap((map) => ['-map', map]),
    ...(copySource ? ['-c:v:0', 'copy'] : [...encode(0), '-b:v:0', '4500k']),
    ...encode(1),
    ...['-filter:v:1', "scale=-2:'min(480,ih)'", '-b:v:1', '1200k'],
    ...['-maxrate:v:1', '1400k', '-bufsize:v:1', '2400k'],
    ...(hasAudio
      ? [
          ...(copySource ? ['-c:a:0', 'copy'] : ['-c:a:0', 'aac', '-b:a:0', '160k']),
          ...['-c:a:1', 'aac', '-b:a:1', '96k', '-ac:a:1', '2'],
        ]
      : []),
    ...['-f', 'hls', '-hls_time', String(LIVE_SEGMENT_SECONDS)],
    ...['-hls_list_size', String(Math.ceil(LIVE_DVR_SECONDS / LIVE_SEGMENT_SECONDS))],
    ...['-hls_delete_threshold', '5'],
    ...['-hls_flags', 'delete_segments+independent_segments+omit_endlist+append_list'],
    ...[
      '-var_stream_map',
      hasAudio ? 'v:0,a:0,name:source v:1,a:1,name:480p' : 'v:0,name:source v:1,name:480p',
    ],
    ...['-hls_segment_filename', path.join(dir, '%v', 'seg-%05d.ts')],
    path.join(dir, '%v', 'index.m3u8'),
  ]
}

export interface Packager {
  /** Where the FLV stream goes. */
  input: Writable
  /** Resolves once ffmpeg has written what it had and stopped; its exit code. */
  exited: Promise<number | null>
  /**
   * Resolves true when the first segment of this publisher is in the playlists, or false when
   * ffmpeg stopped without writing one (the publisher left at once).
   */
  firstSegment: Promise<boolean>
  /** Ends the input: ffmpeg writes its last segment and stops. */
  finish(): void
}

const POLL_MS = 250

/**
 * The master playlist, written by us: ffmpeg leaves out of its own a copied rendition, whose
 * bitrate it does not know. The source's is OBS's highest advised bitrate.
 */
export const LIVE_MASTER_TEXT = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=6000000',
  variantPlaylist('source'),
  '#EXT-X-STREAM-INF:BANDWIDTH=1500000',
  variantPlaylist('480p'),
  '',
].join('\n')

/** Writes the event's master playlist (the same for every publisher). */
export async function writeLiveMaster(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, LIVE_MASTER), LIVE_MASTER_TEXT)
}

/** Starts ffmpeg for one publisher. */
export function startPackager(input: PackagerInput, log: (message: string) => void): Packager {
  const startedAt = Date.now()
  const child = spawn('ffmpeg', liveHlsArgs(input), { stdio: ['pipe', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  // A publisher that leaves while ffmpeg is busy must not crash the server.
  child.stdin.on('error', () => {})
  let running = true
  const playlist = path.join(input.dir, variantPlaylist(LIVE_RENDITIONS[0]))
  let found: (written: boolean) => void = () => {}
  const firstSegment = new Promise<boolean>((resolve) => (found = resolve))
  // Every POLL_MS while ffmpeg runs, and once more when it has stopped: a publisher that left
  // within the first segment still gets the one ffmpeg wrote as it ended.
  const look = async (last = false) => {
    const written = await stat(playlist).catch(() => null)
    if (written && written.mtimeMs >= startedAt) return found(true)
    if (last) found(false)
    else if (running) setTimeout(() => void look(), POLL_MS)
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      log(`live packager could not start: ${error.message}`)
      running = false
      resolve(null)
      void look(true)
    })
    child.on('close', (code) => {
      running = false
      if (code !== 0 && stderr) log(`live packager stopped (${code}): ${stderr.trim()}`)
      resolve(code)
      void look(true)
    })
  })
  void look()
  return {
    input: child.stdin,
    exited,
    firstSegment,
    finish: () => child.stdin.end(),
  }
}

/**
 * The event is over: each variant playlist gets its end, so players stop at its last segment.
 * Answers whether a playlist was closed now (it was not already).
 */
export async function closeLivePlaylists(dir: string): Promise<boolean> {
  let closed = false
  for (const rendition of LIVE_RENDITIONS) {
    const file = path.join(dir, variantPlaylist(rendition))
    const text = await readFile(file, 'utf8').catch(() => null)
    if (text !== null && !text.includes('#EXT-X-ENDLIST')) {
      await appendFile(file, '#EXT-X-ENDLIST\n')
      closed = true
    }
  }
  return closed
}
