import { spawn } from 'node:child_process'

/** A failure of the import the person at the terminal can act on: printed as one line. */
export class MediaImportError extends Error {}

/** What ffprobe tells about a file. */
export interface Probe {
  /** Seconds. */
  duration: number
  size: number
  width: number
  height: number
  /** Frames per second of the video stream (25 when ffprobe cannot tell). */
  frameRate: number
  hasAudio: boolean
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a program to its end; a missing program becomes a MediaImportError naming it. */
export function run(
  program: string,
  args: string[],
  onStdout?: (chunk: string) => void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk)
      else stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the end matters for an error message; ffmpeg can be chatty.
      stderr = (stderr + chunk).slice(-8000)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new MediaImportError(`${program} is not installed (it is needed to import media)`)
          : error,
      )
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

interface ProbeStream {
  codec_type?: string
  width?: number
  height?: number
  avg_frame_rate?: string
  r_frame_rate?: string
  duration?: string
  disposition?: { attached_pic?: number }
}

function frameRate(stream: ProbeStream): number {
  for (const text of [stream.avg_frame_rate, stream.r_frame_rate]) {
    const [top, bottom] = (text ?? '').split('/').map(Number)
    if (top && bottom) return top / bottom
  }
  return 25
}

/** Reads duration, size and picture size; a file without a video stream is refused. */
export async function probe(file: string, name = file): Promise<Probe> {
  const result = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ])
  if (result.code !== 0) throw new MediaImportError(`${name} is not a video file ffmpeg can read`)
  const info = JSON.parse(result.stdout) as {
    streams?: ProbeStream[]
    format?: { duration?: string; size?: string }
  }
  const streams = info.streams ?? []
  const video = streams.find(
    (stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic,
  )
  const duration = Number(info.format?.duration ?? video?.duration ?? 0)
  if (!video?.width || !video.height || !(duration > 0)) {
    throw new MediaImportError(`${name} is not a video (no picture stream with a duration)`)
  }
  return {
    duration,
    size: Number(info.format?.size ?? 0),
    width: video.width,
    height: video.height,
    frameRate: frameRate(video),
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  }
}
