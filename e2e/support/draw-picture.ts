import { spawnSync } from 'node:child_process'

/** Draws a plain PNG of one colour with ffmpeg (`.ci/run` installs it), for upload journeys. */
export function drawPicture(file: string, colour: string, width: number, height: number): void {
  const drawn = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=${width}x${height}`,
    '-frames:v',
    '1',
    file,
  ])
  if (drawn.status !== 0) throw new Error(`ffmpeg could not draw ${file}: ${String(drawn.stderr)}`)
}
