import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { captionsOf } from './captions.ts'
import { CLIP_LADDER, clipFor, clipLasting, DEMO_CLIPS } from './clips.ts'
import { DEMO_STREAM_DIR } from './generate.ts'
import { playlistSeconds } from './playlist-seconds.ts'

const committed = (...parts: string[]) => path.join(DEMO_STREAM_DIR, ...parts)

describe('the demo clips committed in the repository', () => {
  it.each(DEMO_CLIPS)('$key plays as long as it says, in every rendition', (clip) => {
    expect(existsSync(committed(clip.key, 'hls', 'master.m3u8'))).toBe(true)
    for (const rung of CLIP_LADDER) {
      const playlist = committed(clip.key, 'hls', rung.name, 'index.m3u8')
      expect(playlistSeconds(playlist)).toBeCloseTo(clip.duration, 1)
      const segments = readFileSync(playlist, 'utf8')
        .split('\n')
        .filter((line) => line.endsWith('.ts'))
      expect(segments.length).toBeGreaterThan(0)
      for (const segment of segments) {
        expect(existsSync(committed(clip.key, 'hls', rung.name, segment)), segment).toBe(true)
      }
    }
    for (const file of ['hd.mp4', 'poster.jpg', 'captions/fr.vtt', 'captions/en.vtt']) {
      expect(existsSync(committed(clip.key, file)), file).toBe(true)
    }
  })

  it.each(DEMO_CLIPS)('$key has captions in French and English up to its last second', (clip) => {
    for (const lang of ['fr', 'en'] as const) {
      const vtt = readFileSync(committed(clip.key, 'captions', `${lang}.vtt`), 'utf8')
      expect(vtt).toBe(captionsOf(clip, lang))
      const ends = [...vtt.matchAll(/--> 00:(\d\d):(\d\d)/g)].map(([, m, s]) => +m! * 60 + +s!)
      expect(ends.at(-1)).toBe(clip.duration)
    }
  })

  it('gives every clip its own length, so a length names one clip', () => {
    const lengths = DEMO_CLIPS.map((clip) => clip.duration)
    expect(new Set(lengths).size).toBe(lengths.length)
    for (const clip of DEMO_CLIPS) expect(clipLasting(clip.duration)).toBe(clip)
  })

  it('spreads the medias over every clip', () => {
    const chosen = new Set(Array.from({ length: 200 }, (_, i) => clipFor(`media-${i}`).key))
    expect(chosen.size).toBe(DEMO_CLIPS.length)
  })
})
