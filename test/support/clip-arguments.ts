/**
 * ffmpeg's arguments for a 3 s 640×360 test pattern with a tone written to `file`: one 360p
 * rung, fast to transcode. The API tests (test-clip.ts) and the journeys make their clips so.
 */
export function clipArguments(file: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-y', '-f', 'lavfi', '-i'],
    'testsrc=size=640x360:rate=25:duration=3',
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ]
}
