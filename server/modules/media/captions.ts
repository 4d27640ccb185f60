import { copyFile, mkdir, open } from 'node:fs/promises'
import path from 'node:path'
import { CAPTION_LANGUAGE_PATTERN } from '../../../contract/values/admin-medias.ts'
import { MediaImportError } from './ffmpeg.ts'

/** A WebVTT file given on the command line: `--captions fr=film.fr.vtt`. */
export interface CaptionFile {
  lang: string
  file: string
}

/** A checked caption file, ready to be written next to the renditions. */
export interface PreparedCaption {
  lang: string
  label: string
  writeInto(folder: string): Promise<void>
}

const LANGUAGE = new RegExp(CAPTION_LANGUAGE_PATTERN)
const LABELS: Record<string, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
}

/** The name a caption track goes by in the player's menu: the language in its own words. */
export function captionLabel(lang: string): string {
  const known = LABELS[lang.split('-')[0] ?? '']
  if (known) return known
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' }).of(lang)
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang
  } catch {
    // A tag of the right shape that is no language (`en-x1`) keeps its code as its name.
    return lang
  }
}

/** Whether the bytes begin as a WebVTT file does (an optional byte order mark, then WEBVTT). */
export function looksLikeWebVtt(bytes: Buffer): boolean {
  return bytes
    .subarray(0, 9)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .startsWith('WEBVTT')
}

/** Parses `lang=file`. */
export function parseCaptionOption(text: string): CaptionFile {
  const at = text.indexOf('=')
  const lang = text.slice(0, at).toLowerCase()
  if (at < 1 || !LANGUAGE.test(lang)) {
    throw new MediaImportError(`--captions must look like fr=captions.vtt, got "${text}"`)
  }
  return { lang, file: text.slice(at + 1) }
}

async function startsWithWebVtt(file: string): Promise<boolean> {
  const handle = await open(file).catch(() => null)
  if (!handle) return false
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(9), 0, 9, 0)
    return looksLikeWebVtt(buffer.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

/** Checks every caption file is WebVTT (by content) before anything is transcoded. */
export async function prepareCaptions(files: CaptionFile[]): Promise<PreparedCaption[]> {
  const prepared: PreparedCaption[] = []
  for (const { lang, file } of files) {
    if (!(await startsWithWebVtt(file))) {
      throw new MediaImportError(`${file} is not a WebVTT caption file`)
    }
    prepared.push({
      lang,
      label: captionLabel(lang),
      async writeInto(folder) {
        await mkdir(path.join(folder, 'captions'), { recursive: true })
        await copyFile(file, path.join(folder, 'captions', `${lang}.vtt`))
      },
    })
  }
  return prepared
}
