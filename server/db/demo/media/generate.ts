import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { probe, run } from '../../../modules/media/ffmpeg.ts'
import { transcode, type Ladder } from '../../../modules/media/transcode.ts'

/**
 * Makes the demo's renditions (committed under `stream/`, so the demo plays on a machine without
 * ffmpeg): a 10 s test pattern with a tone, as 360p and 720p HLS, an HD MP4, a poster and
 * captions. Bitrates are low on purpose: the committed files stay under 3 MB.
 * Run: npx tsx server/db/demo/media/generate.ts
 */
export const DEMO_STREAM_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stream')

const LADDER: Ladder = [
  { height: 360, width: 640, video: 180_000, audio: 48_000, name: '360p' },
  { height: 720, width: 1280, video: 450_000, audio: 64_000, name: '720p' },
]

const cue = (from: number, to: number, text: string) =>
  `00:00:${String(from).padStart(2, '0')}.000 --> 00:00:${String(to).padStart(2, '0')}.000\n${text}\n`

const CAPTIONS = {
  fr: ['Bienvenue dans la démo de Vitrine.', 'Une mire et un la à 440 Hz.', 'Fin de l’extrait.'],
  en: ['Welcome to the Vitrine demo.', 'A test pattern and a 440 Hz tone.', 'End of the clip.'],
}

export async function generateDemoStream(outDir: string = DEMO_STREAM_DIR): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'vitrine-demo-clip-'))
  try {
    const clip = path.join(work, 'clip.mp4')
    const made = await run('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc=size=1280x720:rate=25:duration=10', '-f', 'lavfi'],
      ...['-i', 'sine=frequency=440:sample_rate=48000:duration=10'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-c:a', 'aac', '-shortest', clip],
    ])
    if (made.code !== 0) throw new Error(`ffmpeg failed: ${made.stderr}`)
    await rm(outDir, { recursive: true, force: true })
    await transcode(clip, outDir, await probe(clip), () => {}, LADDER)
    await mkdir(path.join(outDir, 'captions'), { recursive: true })
    for (const [lang, lines] of Object.entries(CAPTIONS)) {
      const body = lines.map((line, i) => cue(i * 3, i * 3 + 3, line)).join('\n')
      await writeFile(path.join(outDir, 'captions', `${lang}.vtt`), `WEBVTT\n\n${body}`)
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generateDemoStream()
