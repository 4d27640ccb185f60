import { spawn } from 'node:child_process'
import type { EventEmitter } from 'node:events'
import type { LiveIngestEvents } from './ingest-rtmp.ts'

/** What the live module's tests share: waiting on the ingest, publishing a test stream. */

/** The first event of that name the ingest tells that `matches`. */
export function next<K extends keyof LiveIngestEvents>(
  events: EventEmitter<LiveIngestEvents>,
  name: K,
  matches: (value: LiveIngestEvents[K][0]) => boolean = () => true,
): Promise<LiveIngestEvents[K][0]> {
  return new Promise((resolve) => {
    const listener = (value: LiveIngestEvents[K][0]) => {
      if (!matches(value)) return
      ;(events as EventEmitter).off(name, listener)
      resolve(value)
    }
    ;(events as EventEmitter).on(name, listener)
  })
}

/** ffmpeg publishing a small test picture and a tone; resolves with its exit code. */
export function publish(
  url: string,
  seconds: number,
  { realTime = false } = {},
): Promise<number | null> {
  const args = [
    ...['-hide_banner', '-loglevel', 'error'],
    ...(realTime ? ['-re'] : []),
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15'],
    ...(realTime ? ['-re'] : []),
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
  ]
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', args, { stdio: 'ignore' })
    child.on('close', (code) => resolve(code))
  })
}
