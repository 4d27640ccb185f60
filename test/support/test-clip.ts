import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'
import { run } from '../../server/modules/media/ffmpeg.ts'

/** Whether ffmpeg and ffprobe are installed (`.ci/run` installs them). */
export const HAS_FFMPEG =
  spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0

/** A 3 s 640×360 test pattern with a tone, `name` in `folder`: one 360p rung, fast to transcode. */
export async function makeClip(folder: string, name = 'clip.mp4'): Promise<string> {
  const file = path.join(folder, name)
  const made = await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-y', '-f', 'lavfi', '-i'],
    'testsrc=size=640x360:rate=25:duration=3',
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ])
  expect(made.code).toBe(0)
  return file
}
