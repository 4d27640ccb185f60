import path from 'node:path'
import { parseArgs } from 'node:util'
import { embedItemPath } from '../../contract/values/embed.ts'
import { importBonus } from '../modules/media/bonus-service.ts'
import { parseCaptionOption } from '../modules/media/captions.ts'
import { MediaImportError, probe } from '../modules/media/ffmpeg.ts'
import { checkReadable, importMedia } from '../modules/media/import-service.ts'
import { mediaStoreOf } from '../storage/media-store.ts'
import { pickWebsite, UsageError, type CliContext } from './context.ts'

export const MEDIA_HELP = `vitrine media import <file> [--name N] [--website UID|HOST]
                    [--visibility public|private|on_demand] [--captions LANG=FILE.vtt ...]
                    [--trailer-for MEDIA_UID] [--bonus-for MEDIA_UID --slug S]
    Imports a video: an HLS ladder (360p/720p/1080p, never above the source), an HD MP4 for
    downloads and a poster; the source is kept. Creates the media and an item for it (public
    unless --visibility says otherwise). --trailer-for makes it that media's trailer instead;
    --bonus-for adds the file (any kind) to that media's downloads as the extra named --slug.
    Importing the same file again reuses the media imported the first time. Needs ffmpeg.`

const VISIBILITIES = ['public', 'private', 'on_demand'] as const
type Visibility = (typeof VISIBILITIES)[number]

/** A bar on stderr: redrawn in place on a terminal, one line per tenth elsewhere (logs). */
export function progressBar(label: string): { update(fraction: number): void; done(): void } {
  const width = 30
  let lastTenth = -1
  const draw = (fraction: number) => {
    const filled = Math.round(fraction * width)
    const percent = String(Math.floor(fraction * 100)).padStart(3)
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%`
  }
  return {
    update(fraction) {
      if (process.stderr.isTTY) {
        process.stderr.write(`\r${draw(fraction)}`)
        return
      }
      const tenth = Math.floor(fraction * 10)
      if (tenth > lastTenth) {
        lastTenth = tenth
        process.stderr.write(`${draw(fraction)}\n`)
      }
    },
    done() {
      if (process.stderr.isTTY) process.stderr.write('\n')
    },
  }
}

function options(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      website: { type: 'string' },
      visibility: { type: 'string' },
      captions: { type: 'string', multiple: true },
      'trailer-for': { type: 'string' },
      'bonus-for': { type: 'string' },
      slug: { type: 'string' },
    },
  })
  const [file, ...extra] = positionals
  if (!file || extra.length > 0) throw new UsageError('give exactly one file to import')
  const visibility = values.visibility ?? 'public'
  if (!VISIBILITIES.includes(visibility as Visibility)) {
    throw new UsageError('--visibility must be public, private or on_demand')
  }
  if (values['bonus-for'] && !values.slug) throw new UsageError('--bonus-for needs --slug')
  if (values['bonus-for'] && values['trailer-for']) {
    throw new UsageError('--bonus-for and --trailer-for cannot be used together')
  }
  return { file, values, visibility: visibility as Visibility }
}

export async function importMediaCommand(context: CliContext, args: string[]): Promise<void> {
  const { file, values, visibility } = options(args)
  const store = mediaStoreOf(context.config)
  try {
    // The file is checked first: a wrong path is the likeliest mistake, whatever the website.
    await checkReadable(file)
    if (!values['bonus-for']) await probe(file, path.basename(file))
    const website = await pickWebsite(context, values.website)
    if (values['bonus-for']) {
      const bonus = await importBonus(context.db, store, {
        file,
        websiteUid: website.uid,
        mediaUid: values['bonus-for'],
        slug: values.slug ?? '',
        name: values.name,
      })
      console.log(
        bonus.reused
          ? `Media ${values['bonus-for']} already has the bonus "${values.slug}" (${bonus.fileUid}); kept it.`
          : `Added bonus "${values.slug}" (${bonus.fileUid}) to media ${values['bonus-for']}.`,
      )
      return
    }
    const bar = progressBar('Transcoding')
    const result = await importMedia(context.db, store, {
      file,
      websiteUid: website.uid,
      name: values.name,
      trailerFor: values['trailer-for'],
      visibility,
      captions: (values.captions ?? []).map(parseCaptionOption),
      onProgress: (fraction) => bar.update(fraction),
    }).finally(() => bar.done())
    if (result.reused) {
      console.log(`Already imported as media ${result.mediaUid} ("${result.name}"); reused it.`)
    } else {
      console.log(
        `Imported media ${result.mediaUid} ("${result.name}") on ${website.settings.name}.`,
      )
    }
    if (values['trailer-for']) console.log(`It is now the trailer of ${values['trailer-for']}.`)
    if (result.itemUid)
      console.log(`Watch it at ${website.publicUrl}${embedItemPath(result.itemUid)}`)
  } catch (error) {
    if (error instanceof MediaImportError) throw new UsageError(error.message)
    throw error
  }
}
