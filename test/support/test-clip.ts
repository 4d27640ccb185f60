import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'
import { run } from '../../server/modules/media/ffmpeg.ts'
import { clipArguments } from './clip-arguments.ts'

/** Whether ffmpeg and ffprobe are installed (`.ci/run` installs them). */
export const HAS_FFMPEG =
  spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0

/** The test clip (clip-arguments.ts) as `name` in `folder`. */
export async function makeClip(folder: string, name = 'clip.mp4'): Promise<string> {
  const file = path.join(folder, name)
  const made = await run('ffmpeg', clipArguments(file))
  expect(made.code).toBe(0)
  return file
}
