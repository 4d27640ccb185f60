/**
 * The demo's clips: a few short films made by ffmpeg's own sources (generate.ts), committed under
 * `stream/<key>/` so the demo plays on a machine without ffmpeg. A demo media plays one of them
 * and shows that clip's real length.
 */
export interface DemoClip {
  /** Folder of the clip under `stream/`. */
  key: string
  /** Shown on the clip's title card. */
  title: string
  /** Whole seconds, different for every clip: a media's length names the clip it plays. */
  duration: number
  /** The scene after the title card: a chain of ffmpeg filters starting with a video source. */
  scene: string
  /** Frequencies (Hz) of the soft chord under the picture. */
  chord: number[]
  /** What the captions say, one cue each, spread over the clip. */
  captions: { fr: string[]; en: string[] }
}

/** Picture size of every clip (its top rendition and its downloadable MP4). */
export const CLIP_SIZE = { width: 1280, height: 720 }
export const CLIP_FRAME_RATE = 25

/**
 * The HLS ladder of the clips. Bitrates are low on purpose: all clips together stay under 8 MB
 * in the repository.
 */
export const CLIP_LADDER = [
  { height: 360, width: 640, video: 90_000, audio: 32_000, name: '360p' },
  { height: 720, width: 1280, video: 220_000, audio: 40_000, name: '720p' },
]

/** The first clip also plays for any media that is not the demo's own (a test's, say). */
export const DEMO_CLIPS: DemoClip[] = [
  {
    key: 'aurore',
    title: 'Aurore',
    duration: 14,
    scene:
      'gradients=s=1280x720:r=25:n=4:c0=0x1d1433:c1=0x884aff:c2=0xff8a65:c3=0x2ec4b6:speed=0.02:seed=7',
    chord: [196, 246.9, 293.7],
    captions: {
      fr: ['Le ciel s’éveille.', 'Les couleurs glissent lentement.', 'La lumière du matin.'],
      en: ['The sky wakes up.', 'Colours slowly drift.', 'The morning light.'],
    },
  },
  {
    key: 'fractale',
    title: 'Voyage fractal',
    duration: 20,
    // Drawn at half size: the fractal is slow to compute and the 720p bitrate keeps no finer detail.
    scene:
      'mandelbrot=s=640x360:r=25:end_pts=450:start_scale=3:end_scale=0.01:outer=normalized_iteration_count,scale=1280:720,hue=h=140:s=0.85',
    chord: [220, 277.2, 329.6],
    captions: {
      fr: [
        'Plongée dans l’ensemble de Mandelbrot.',
        'Chaque détail en cache un autre.',
        'Plus on s’approche, plus il y a à voir.',
        'Fin du voyage.',
      ],
      en: [
        'Diving into the Mandelbrot set.',
        'Every detail hides another.',
        'The closer you look, the more there is.',
        'End of the journey.',
      ],
    },
  },
  {
    key: 'jeu-de-la-vie',
    title: 'Le Jeu de la vie',
    duration: 12,
    scene:
      'life=s=160x90:r=25:ratio=0.12:mold=12:life_color=0xffd6a5:death_color=0x1d1433:mold_color=0x884aff,scale=1280:720:flags=neighbor',
    chord: [174.6, 220, 261.6],
    captions: {
      fr: ['Des cellules naissent et meurent.', 'Des formes apparaissent, puis s’effacent.'],
      en: ['Cells are born and die.', 'Shapes appear, then fade away.'],
    },
  },
  {
    key: 'automate',
    title: 'Automate cellulaire',
    duration: 13,
    scene:
      'cellauto=s=160x90:r=25:rule=110:scroll=1:random_fill_ratio=0.5,scale=1280:720:flags=neighbor,format=rgb24,lutrgb=r=29+val*0.62:g=20+val*0.45:b=51+val*0.8',
    chord: [146.8, 185, 220],
    captions: {
      fr: ['Une règle simple, ligne après ligne.', 'Et pourtant, un motif sans fin.'],
      en: ['One simple rule, line after line.', 'And yet, a never-ending pattern.'],
    },
  },
  {
    key: 'kaleidoscope',
    title: 'Kaléidoscope',
    duration: 11,
    scene: 'testsrc2=s=1280x720:r=25,hue=h=t*36:s=1.3',
    chord: [261.6, 329.6, 392],
    captions: {
      fr: ['Formes et couleurs en mouvement.', 'Un tour complet du cercle des teintes.'],
      en: ['Shapes and colours on the move.', 'One full turn of the colour wheel.'],
    },
  },
  {
    key: 'mire',
    title: 'Mire HD',
    duration: 8,
    scene: 'smptehdbars=s=1280x720:r=25',
    chord: [440],
    captions: {
      fr: ['La mire de réglage.', 'Un la à 440 Hz.'],
      en: ['The test card.', 'An A at 440 Hz.'],
    },
  },
]

export const DEFAULT_CLIP = DEMO_CLIPS[0] as DemoClip

/** Where the clips sit in the media store, one folder each. */
export const DEMO_CLIPS_FOLDER = 'demo/stream'
export const clipFolder = (clip: DemoClip) => `${DEMO_CLIPS_FOLDER}/${clip.key}`

function stableIndex(key: string, count: number): number {
  let hash = 2166136261
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619)
  return (hash >>> 0) % count
}

/** The clip a demo media plays, chosen from its uid so it never changes between seedings. */
export function clipFor(mediaUid: string): DemoClip {
  return DEMO_CLIPS[stableIndex(mediaUid, DEMO_CLIPS.length)] ?? DEFAULT_CLIP
}

/** The clip as long as a media says it is, or the first clip for a media of another length. */
export function clipLasting(duration: number): DemoClip {
  return DEMO_CLIPS.find((clip) => clip.duration === duration) ?? DEFAULT_CLIP
}
