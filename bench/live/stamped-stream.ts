import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/**
 * A publisher whose every picture carries the wall-clock time it was made, for the live
 * latency bench: this process draws 1280×720 frames at 25 per second, the time in
 * milliseconds written as 48 black or white squares across the top (big enough to survive
 * compression and the 480p rendition), and ffmpeg encodes them with a tone as OBS would (H.264
 * with a key frame every 2 s, AAC) and publishes them over RTMP. `readStamp` reads the time
 * back from a segment a viewer got.
 */

const WIDTH = 1280
const HEIGHT = 720
const FPS = 25
const BITS = 48
const PER_ROW = 16
/** Each square's side, at the publisher's size. */
const SQUARE = WIDTH / PER_ROW
/** The size a segment's first picture is read at, whatever its rendition. */
const READ_WIDTH = 640
const READ_HEIGHT = 360

export interface StampedPublisher {
  process: ChildProcess
  stop(): void
}

/** One YUV 4:2:0 frame: `stamp` in squares at the top, a bar moving below (so it is not still). */
function frame(stamp: number, index: number): Buffer {
  const luma = WIDTH * HEIGHT
  const data = Buffer.alloc(luma * 1.5, 128)
  data.fill(90, 0, luma)
  for (let bit = 0; bit < BITS; bit++) {
    const on = Math.floor(stamp / 2 ** bit) % 2 === 1
    const left = (bit % PER_ROW) * SQUARE
    const top = Math.floor(bit / PER_ROW) * SQUARE
    for (let y = top; y < top + SQUARE; y++) {
      data.fill(on ? 235 : 16, y * WIDTH + left, y * WIDTH + left + SQUARE)
    }
  }
  const bar = (index * 8) % WIDTH
  for (let y = 3 * SQUARE + 40; y < HEIGHT; y++) {
    data.fill(200, y * WIDTH + bar, y * WIDTH + Math.min(WIDTH, bar + 60))
  }
  return data
}

/**
 * Publishes to `url` (rtmp://host:port/live/<key>) from this process until it ends: the
 * pictures are drawn here and piped into ffmpeg. Run in a process of its own (publisher.ts), so
 * the drawing is not counted as the viewers' work.
 */
export function publishFromHere(url: string): ChildProcess {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS)],
      ...['-i', 'pipe:0'],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
      ...['-g', String(2 * FPS), '-keyint_min', String(2 * FPS), '-b:v', '2500k'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  )
  child.stdin.on('error', () => {})
  const startedAt = Date.now()
  let index = 0
  // Each frame at its time: the stamp is when the picture was made, as a camera's would be.
  const next = () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const due = startedAt + (index * 1000) / FPS
    const wait = due - Date.now()
    if (wait > 0) {
      setTimeout(next, wait)
      return
    }
    child.stdin.write(frame(Date.now(), index))
    index += 1
    setImmediate(next)
  }
  next()
  return child
}

/** Starts publisher.ts in a process group of its own, publishing to `url` until stopped. */
export function publishStamped(url: string): StampedPublisher {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'publisher.ts'), url],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  return {
    process: child,
    stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
    },
  }
}

/** The stamp of a segment's first picture, or null when it cannot be read. */
export async function readStamp(segment: Uint8Array): Promise<number | null> {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-frames:v', '1'],
      ...['-vf', `scale=${READ_WIDTH}:${READ_HEIGHT}`, '-f', 'rawvideo', '-pix_fmt', 'gray'],
      'pipe:1',
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  )
  child.stdin.on('error', () => {})
  child.stdin.end(segment)
  const chunks: Buffer[] = []
  for await (const chunk of child.stdout) chunks.push(chunk as Buffer)
  const picture = Buffer.concat(chunks)
  if (picture.length < READ_WIDTH * READ_HEIGHT) return null
  const side = (SQUARE * READ_WIDTH) / WIDTH
  let stamp = 0
  for (let bit = 0; bit < BITS; bit++) {
    const x = (bit % PER_ROW) * side + side / 2
    const y = Math.floor(bit / PER_ROW) * side + side / 2
    let sum = 0
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) sum += picture[(y + dy) * READ_WIDTH + x + dx]!
    }
    if (sum / 81 > 128) stamp += 2 ** bit
  }
  return stamp
}
