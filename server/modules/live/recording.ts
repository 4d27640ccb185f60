import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The recording of a live event (issue 45 part 5): each publisher session's FLV, as the ingest
 * receives it, goes to a file of its own in the event's recording folder (`part-<time>.flv`), so
 * a drop and a resume make two parts, in order. The folder sits beside the media folder's live
 * HLS, never under a delivered path: a recording is served to nobody. At the end the parts are
 * joined into one file (joinParts) that the media import makes into the replay.
 */

/** The folder an event's recording parts are written to. */
export const recordingDir = (mediaDir: string, eventUid: string) =>
  path.join(mediaDir, 'live-recordings', eventUid)

/** The folder holding every event's recording. */
export const recordingsRoot = (mediaDir: string) => path.join(mediaDir, 'live-recordings')

export interface Recording {
  write(chunk: Buffer): void
  /** Resolves once every byte written is on disk. */
  close(): Promise<void>
}

/** Starts one part of the event's recording (its folder must exist: prepareRecording). */
export function startRecording(dir: string, log: (message: string) => void): Recording {
  // Zero-padded milliseconds: the names sort in the order the parts were made.
  const name = `part-${String(Date.now()).padStart(15, '0')}.flv`
  const file = createWriteStream(path.join(dir, name))
  let failed = false
  file.on('error', (error) => {
    if (!failed) log(`live recording failed: ${error.message}`)
    failed = true
  })
  return {
    write(chunk) {
      if (!failed) file.write(chunk)
    },
    close: () => new Promise((resolve) => file.end(() => resolve())),
  }
}

export const prepareRecording = (dir: string) => mkdir(dir, { recursive: true })

/** The parts of a recording, in the order they were made. */
export async function recordedParts(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [])
  return names
    .filter((name) => /^part-\d+\.flv$/.test(name))
    .sort()
    .map((name) => path.join(dir, name))
}

/**
 * Joins the parts into one Matroska file, without encoding (ffmpeg's concat demuxer: each part's
 * times follow the previous part's end). Matroska takes whatever codecs the publisher sent.
 */
export async function joinParts(parts: string[], output: string): Promise<void> {
  const list = `${output}.txt`
  await writeFile(list, parts.map((part) => `file '${part.replaceAll("'", "'\\''")}'\n`).join(''))
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'concat', '-safe', '0', '-i', list],
    ...['-map', '0', '-c', 'copy', '-f', 'matroska', output],
  ]
  await new Promise<void>((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000)
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`joining the recording failed: ${stderr.trim()}`)),
    )
  })
}
