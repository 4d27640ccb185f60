import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import { hashPassword } from '../modules/auth/password.ts'
import { countWebsites } from '../modules/websites/repo.ts'
import { copyFolderToStore } from '../storage/copy-to-store.ts'
import { mediaStoreOf } from '../storage/media-store.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import type { Database } from '../db/schema.ts'
import { generateDemoImages } from './images.ts'
import { attachDemoMedia } from './media/attach.ts'
import { buildDemoSites, type DemoSite } from './sites.ts'
import { writeSite } from './write.ts'

export type { DemoSite } from './sites.ts'

const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

async function hashPasswords(sites: DemoSite[], cost: number): Promise<Map<string, string>> {
  const passwords = [...new Set(sites.flatMap((site) => site.accounts.map((a) => a.password)))]
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password, cost)))
  return new Map(passwords.map((password, i) => [password, hashes[i] ?? '']))
}

/**
 * Writes the demo websites "Vitrine Démo" and "Vitrine Suisse" in one transaction (nothing is
 * left half-written), and their pictures and clips into the media store (only those missing).
 * With S3, the files are made in a scratch folder and sent to the bucket before the rows are
 * committed: a seed cut short is tried again on the next start, never left without its files.
 */
export async function seedDemo(db: Kysely<Database>, config: Config): Promise<DemoSite[]> {
  const sites = buildDemoSites(config, startOfDay(new Date()))
  const images = sites.flatMap((site) => [
    ...site.images,
    ...site.catalogue.images,
    ...site.homePage.images,
    ...site.otherPages.flatMap((page) => page.images),
  ])
  const folder = config.s3 ? await mkdtemp(path.join(tmpdir(), 'vitrine-demo-')) : config.mediaDir
  try {
    // Pictures render while the rows are written; neither waits for the other.
    const pictures = generateDemoImages(folder, images)
    pictures.catch(() => undefined) // awaited below, or the rows' failure wins
    const hashes = await hashPasswords(sites, config.passwordHashCost)
    await db.transaction().execute(async (trx) => {
      for (const site of sites) await writeSite(trx, site, hashes)
      await attachDemoMedia(
        trx,
        folder,
        sites.map((site) => site.website.uid),
      )
      await pictures
      if (config.s3) await copyFolderToStore(folder, mediaStoreOf(config))
    })
    return sites
  } finally {
    if (config.s3) await rm(folder, { recursive: true, force: true })
  }
}

/** Creates the demo websites when the database holds none; answers whether it did. */
export async function seedDemoIfEmpty(database: DatabaseHandle, config: Config): Promise<boolean> {
  if ((await countWebsites(database.db)) > 0) return false
  try {
    await seedDemo(database.db, config)
    return true
  } catch (error) {
    // Another process starting on the same database may have seeded it first.
    if ((await countWebsites(database.db)) > 0) return false
    throw error
  }
}
