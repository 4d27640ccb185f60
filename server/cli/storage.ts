import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { copyFolderToStore } from '../storage/copy-to-store.ts'
import { mediaStoreOf } from '../storage/media-store.ts'
import { UsageError, type CliContext } from './context.ts'
import { progressBar } from './media.ts'

export const STORAGE_HELP = `vitrine storage migrate [--from DIR]
    Copies the local media store (MEDIA_DIR, or DIR) into the S3 bucket S3_BUCKET names, key for
    key. Run it again after an interruption: objects already in the bucket at the same size are
    skipped. The local folder is left as it is; remove it once the server runs on S3.`

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export async function migrateStorageCommand(context: CliContext, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { from: { type: 'string' } },
  })
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`)
  const { s3 } = context.config
  if (!s3) throw new UsageError('set S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys) to migrate to')
  const from = values.from ?? context.config.mediaDir
  if (!existsSync(from)) throw new UsageError(`no media folder at ${from}`)
  console.log(`Copying ${from} to the bucket ${s3.bucket}…`)
  const bar = progressBar('Copying')
  const result = await copyFolderToStore(from, mediaStoreOf(context.config), (progress) =>
    bar.update(progress.totalBytes === 0 ? 1 : progress.bytes / progress.totalBytes),
  ).finally(() => bar.done())
  console.log(
    `Copied ${result.copied} files (${megabytes(result.bytes)}); ` +
      `${result.skipped} were already there.`,
  )
  for (const key of result.refused) console.log(`Left out ${key}: not a valid object name.`)
}
