import type { Kysely } from 'kysely'
import { insertCategory, insertWebsite } from '../server/db/insert.ts'
import type { Database } from '../server/db/schema.ts'
import { createRandom } from '../server/demo/random.ts'
import { normalizeForSearch } from '../server/lib/normalize-for-search.ts'
import { defaultWebsiteSettings } from '../server/modules/websites/defaults.ts'

/** The word that many items carry, for the search benchmarks. */
export const COMMON_WORD = 'nature'

const WORDS = [
  'forêt',
  'rivière',
  'atelier',
  'élève',
  'montagne',
  'cuisine',
  'concert',
  'voyage',
  'histoire',
  'océan',
  'village',
  'chêne',
  'forge',
  'jardin',
  'hiver',
  'été',
  'lumière',
  'secret',
  'route',
  'marché',
  'pêcheur',
  'trésor',
  'château',
  'île',
  'désert',
  'ville',
  'ciel',
  'étoile',
]

/** English words, for the English names every other item has (the French stays on the rest). */
const ENGLISH_WORDS = [
  'forest',
  'river',
  'workshop',
  'mountain',
  'kitchen',
  'journey',
  'ocean',
  'oak',
]
const BATCH = 500

export interface GeneratedCatalogue {
  websiteUid: string
  categoryUids: string[]
}

/** A website of `count` items (medias with prices and categories), written in batches. */
export async function generateCatalogue(
  db: Kysely<Database>,
  count: number,
): Promise<GeneratedCatalogue> {
  const catalogue = await db.transaction().execute(async (trx) => {
    const websiteUid = await insertWebsite(trx, {
      uid: 'bench',
      name: 'Bench',
      settings: defaultWebsiteSettings(),
      hosts: ['127.0.0.1', 'localhost'],
      contactEmail: 'bench@example.com',
      publicUrl: 'http://127.0.0.1',
    })
    const categoryUids: string[] = []
    for (let c = 0; c < 20; c++) {
      categoryUids.push(
        await insertCategory(trx, websiteUid, {
          uid: `cat-${c}`,
          slug: `cat-${c}`,
          name: `Catégorie ${c}`,
          isOnNavbar: c < 8,
          position: c,
        }),
      )
    }
    return { websiteUid, categoryUids }
  })
  await growCatalogue(db, catalogue, 0, count)
  return catalogue
}

/** Adds the items numbered `from` up to `to` (excluded) to a generated website, in one transaction. */
export async function growCatalogue(
  db: Kysely<Database>,
  { websiteUid, categoryUids }: GeneratedCatalogue,
  from: number,
  to: number,
): Promise<void> {
  const random = createRandom(7 + from)
  await db.transaction().execute(async (trx) => {
    const start = Date.parse('2024-01-01T00:00:00Z')
    for (let offset = from; offset < to; offset += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, to - offset) }, (_, i) => {
        const n = offset + i
        const words = random.sample(WORDS, 3)
        if (random.next() < 0.2) words.push(COMMON_WORD)
        const english = n % 2 === 0 ? `${random.sample(ENGLISH_WORDS, 2).join(' ')} ${n}` : ''
        return {
          n,
          name: `${words.join(' ')} ${n}`,
          nameEn: english,
          publishedAt: new Date(start + n * 60_000).toISOString(),
        }
      })
      await writeBatch(trx, websiteUid, rows, categoryUids)
    }
  })
}

async function writeBatch(
  trx: Kysely<Database>,
  websiteUid: string,
  rows: { n: number; name: string; nameEn: string; publishedAt: string }[],
  categoryUids: string[],
): Promise<void> {
  const now = new Date().toISOString()
  await trx
    .insertInto('medias')
    .values(
      rows.map((r) => ({
        uid: `m${r.n}`,
        website_uid: websiteUid,
        name: r.name,
        name_en: r.nameEn,
        excerpt: `Extrait ${r.n}`,
        excerpt_is_custom: 0,
        description: `Description de ${r.name}.`,
        tags: '["bench"]',
        type: 'video',
        duration: 600 + (r.n % 3000),
        thumbnail: null,
        trailer_uid: null,
        created_at: now,
      })),
    )
    .execute()
  await trx
    .insertInto('items')
    .values(
      rows.map((r) => ({
        uid: `i${r.n}`,
        website_uid: websiteUid,
        slug: `item-${r.n}`,
        content_object_type: 'media',
        content_object_uid: `m${r.n}`,
        name: r.name,
        name_en: r.nameEn,
        visibility_type: r.n % 5 === 0 ? 'private' : 'public',
        monetization_enabled: r.n % 3 === 0 ? 1 : 0,
        is_content_downloadable: 0,
        published_at: r.publishedAt,
        search_text: normalizeForSearch(`${r.name} Extrait ${r.n} Description de ${r.name}. bench`),
      })),
    )
    .execute()
  await trx
    .insertInto('item_categories')
    .values(
      rows.map((r) => ({
        website_uid: websiteUid,
        item_uid: `i${r.n}`,
        category_uid: categoryUids[r.n % categoryUids.length] ?? '',
        published_at: r.publishedAt,
        name: r.name,
        name_en: r.nameEn,
      })),
    )
    .execute()
  const paid = rows.filter((r) => r.n % 3 === 0)
  if (paid.length) {
    await trx
      .insertInto('prices')
      .values(
        paid.map((r) => ({
          uid: `p${r.n}`,
          website_uid: websiteUid,
          item_uid: `i${r.n}`,
          amount: 499,
          period: r.n % 2 ? 48 : 0,
          downloadable_choices: null,
          position: 0,
        })),
      )
      .execute()
  }
}
