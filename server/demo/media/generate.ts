import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { probe, run } from '../../modules/media/ffmpeg.ts'
import { transcode } from '../../modules/media/transcode.ts'
import { CLIP_FRAME_RATE, CLIP_LADDER, CLIP_SIZE, DEMO_CLIPS, type DemoClip } from './clips.ts'
import { captionsOf } from './captions.ts'

/**
 * Makes the demo's clips (clips.ts) under `stream/<key>/`: 360p and 720p HLS, an HD MP4, a
 * poster and French and English captions. Each opens on a two-second title card.
 * Run: npx tsx server/demo/media/generate.ts [key…]   (no key: every clip)
 */
export const DEMO_STREAM_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stream')

const TITLE_CARD_SECONDS = 2
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
const CARD_COLOUR = '0x1d1433'

/** The clip's name and length on the site's dark purple; without the font, the colour alone. */
function titleCard(clip: DemoClip): string {
  const { width, height } = CLIP_SIZE
  const card = `color=c=${CARD_COLOUR}:s=${width}x${height}:r=${CLIP_FRAME_RATE}:d=${TITLE_CARD_SECONDS}`
  const fade = `fade=t=out:st=${TITLE_CARD_SECONDS - 0.4}:d=0.4`
  if (!existsSync(FONT)) return `${card},${fade}`
  const line = (text: string, size: number, colour: string, dy: number) =>
    `drawtext=fontfile=${FONT}:text='${text}':fontsize=${size}:fontcolor=${colour}` +
    `:x=(w-text_w)/2:y=(h-text_h)/2+${dy}`
  const title = line(clip.title, 72, 'white', -30)
  const subtitle = line(`Démo Vitrine · ${clip.duration} secondes`, 30, '0xc9b6ff', 60)
  return `${card},${title},${subtitle},${fade}`
}

function filterGraph(clip: DemoClip): string {
  const scene = clip.duration - TITLE_CARD_SECONDS
  const volume = (0.18 / clip.chord.length).toFixed(3)
  const chord = clip.chord.map((hz) => `${volume}*sin(2*PI*${hz}*t)`).join('+')
  return [
    `${titleCard(clip)},format=yuv420p,setsar=1[card]`,
    `${clip.scene},trim=duration=${scene},setpts=PTS-STARTPTS,fade=t=in:d=0.4,format=yuv420p,setsar=1[scene]`,
    '[card][scene]concat=n=2:v=1:a=0[v]',
    `aevalsrc=exprs='${chord}':s=48000:d=${clip.duration},afade=t=in:d=1,` +
      `afade=t=out:st=${clip.duration - 1.5}:d=1.5[a]`,
  ].join(';')
}

async function ffmpeg(args: string[]): Promise<void> {
  const made = await run('ffmpeg', ['-hide_banner', '-nostdin', '-y', ...args])
  if (made.code !== 0) throw new Error(`ffmpeg failed: ${made.stderr}`)
}

/** One clip, from its sources to its committed folder. */
async function generateClip(clip: DemoClip, work: string): Promise<void> {
  const source = path.join(work, `${clip.key}.mp4`)
  await ffmpeg([
    ...['-filter_complex', filterGraph(clip), '-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', '-c:a', 'aac', '-b:a', '192k'],
    ...['-t', String(clip.duration), source],
  ])
  const outDir = path.join(DEMO_STREAM_DIR, clip.key)
  await rm(outDir, { recursive: true, force: true })
  await transcode(source, outDir, await probe(source), () => {}, CLIP_LADDER)
  // transcode's poster falls on the title card; the scene says more about the clip.
  const middle = (TITLE_CARD_SECONDS + clip.duration) / 2
  await ffmpeg([
    ...['-ss', String(middle), '-i', source, '-frames:v', '1', '-q:v', '4'],
    path.join(outDir, 'poster.jpg'),
  ])
  await mkdir(path.join(outDir, 'captions'), { recursive: true })
  for (const lang of ['fr', 'en'] as const) {
    await writeFile(path.join(outDir, 'captions', `${lang}.vtt`), captionsOf(clip, lang))
  }
}

/** Regenerates the clips named by `keys` (every clip when empty). */
export async function generateDemoStream(keys: string[] = []): Promise<void> {
  const wanted = DEMO_CLIPS.filter((clip) => keys.length === 0 || keys.includes(clip.key))
  const work = await mkdtemp(path.join(tmpdir(), 'vitrine-demo-clip-'))
  try {
    // One after the other: each ffmpeg already uses every core.
    for (const clip of wanted) await generateClip(clip, work)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateDemoStream(process.argv.slice(2))
}
