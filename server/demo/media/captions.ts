import type { DemoClip } from './clips.ts'

/** `mm:ss.000`-style WebVTT time of a whole number of seconds. */
function timestamp(seconds: number): string {
  const minutes = String(Math.floor(seconds / 60)).padStart(2, '0')
  return `00:${minutes}:${String(seconds % 60).padStart(2, '0')}.000`
}

/**
 * The clip's captions in one language: its lines share the clip's length evenly, so the last
 * one ends with the picture.
 */
export function captionsOf(clip: DemoClip, lang: 'fr' | 'en'): string {
  const lines = clip.captions[lang]
  const cues = lines.map((line, i) => {
    const from = Math.round((clip.duration * i) / lines.length)
    const to = Math.round((clip.duration * (i + 1)) / lines.length)
    return `${timestamp(from)} --> ${timestamp(to)}\n${line}\n`
  })
  return `WEBVTT\n\n${cues.join('\n')}`
}
