import path from 'node:path'
import { MediaImportError, run, type Probe } from './ffmpeg.ts'

/** One quality of the HLS ladder. */
export interface Rendition {
  name: string
  width: number
  height: number
  /** Bits per second, video and audio together (the playlist's BANDWIDTH). */
  bandwidth: number
}

const LADDER = [
  { height: 360, video: 800_000, audio: 96_000 },
  { height: 720, video: 2_800_000, audio: 128_000 },
  { height: 1080, video: 5_000_000, audio: 160_000 },
]
/** Keyframes every 2 s, segments of two GOPs: a player can switch quality every 4 s. */
const KEYFRAME_SECONDS = 2
const SEGMENT_SECONDS = 4

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2)

/** The ladder for a source: never above its height; a tiny source gets one rung of its own size. */
export function ladderFor(source: Pick<Probe, 'width' | 'height'>) {
  const rungs = LADDER.filter((rung) => rung.height <= source.height)
  const chosen = rungs.length > 0 ? rungs : [{ ...LADDER[0]!, height: even(source.height) }]
  return chosen.map((rung) => ({
    ...rung,
    name: `${rung.height}p`,
    width: even((source.width * rung.height) / source.height),
  }))
}

/** Rungs to encode, lowest first; bitrates in bits per second. */
export type Ladder = ReturnType<typeof ladderFor>

function hlsArguments(input: string, outDir: string, source: Probe, ladder: Ladder): string[] {
  const gop = String(Math.max(1, Math.round(source.frameRate * KEYFRAME_SECONDS)))
  const split = ladder.map((_, i) => `[s${i}]`).join('')
  const scales = ladder.map((rung, i) => `[s${i}]scale=${rung.width}:${rung.height}[v${i}]`)
  const filter = `[0:v]format=yuv420p,split=${ladder.length}${split};${scales.join(';')}`
  const perRung = ladder.flatMap((rung, i) => [
    ...['-map', `[v${i}]`],
    ...(source.hasAudio ? ['-map', '0:a:0'] : []),
    ...[`-b:v:${i}`, String(rung.video), `-maxrate:v:${i}`, String(Math.round(rung.video * 1.1))],
    ...[`-bufsize:v:${i}`, String(rung.video * 2)],
    ...(source.hasAudio ? [`-b:a:${i}`, String(rung.audio)] : []),
  ])
  const streamMap = ladder
    .map((rung, i) => `v:${i}${source.hasAudio ? `,a:${i}` : ''},name:${rung.name}`)
    .join(' ')
  return [
    ...['-hide_banner', '-nostdin', '-y', '-i', input, '-filter_complex', filter],
    ...perRung,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main'],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`],
    ...(source.hasAudio ? ['-c:a', 'aac', '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts'],
    ...['-hls_segment_filename', path.join(outDir, 'hls/%v/seg-%05d.ts')],
    ...['-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap],
    ...['-progress', 'pipe:1', '-nostats'],
    path.join(outDir, 'hls/%v/index.m3u8'),
  ]
}

async function ffmpeg(args: string[], what: string, onStdout?: (chunk: string) => void) {
  const result = await run('ffmpeg', args, onStdout)
  if (result.code !== 0) {
    const last = result.stderr.trim().split('\n').pop() ?? ''
    throw new MediaImportError(`ffmpeg could not ${what}: ${last}`)
  }
}

/**
 * Makes, in `outDir`: the HLS ladder (`hls/master.m3u8`, `hls/{360p,...}/`), the HD MP4 for
 * downloads and progressive playback (`hd.mp4`, the top rung remuxed, not encoded twice) and the
 * poster (`poster.jpg`). Reports progress of the long step as a fraction.
 */
export async function transcode(
  input: string,
  outDir: string,
  source: Probe,
  onProgress: (fraction: number) => void = () => {},
  ladder: Ladder = ladderFor(source),
): Promise<Rendition[]> {
  let pending = ''
  await ffmpeg(hlsArguments(input, outDir, source, ladder), 'make the HLS ladder', (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      const match = /^out_time_us=(\d+)/.exec(line)
      if (match) onProgress(Math.min(1, Number(match[1]) / 1e6 / source.duration))
    }
  })
  const top = ladder[ladder.length - 1]!
  await ffmpeg(
    [
      ...['-hide_banner', '-nostdin', '-y', '-i', path.join(outDir, `hls/${top.name}/index.m3u8`)],
      ...['-c', 'copy', '-movflags', '+faststart', path.join(outDir, 'hd.mp4')],
    ],
    'make the HD MP4',
  )
  const posterAt = Math.min(1, source.duration / 3).toFixed(2)
  await ffmpeg(
    [
      ...['-hide_banner', '-nostdin', '-y', '-ss', posterAt, '-i', input, '-frames:v', '1'],
      ...['-vf', `scale=-2:${Math.min(720, even(source.height))}`, '-q:v', '3'],
      path.join(outDir, 'poster.jpg'),
    ],
    'make the poster',
  )
  onProgress(1)
  return ladder.map((rung) => ({
    name: rung.name,
    width: rung.width,
    height: rung.height,
    bandwidth: rung.video + (source.hasAudio ? rung.audio : 0),
  }))
}
