import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The snippets the storefront's legal page shows (GET /api/snippets/legal/), by language. */
const LEGAL_SNIPPETS = { fr: 'legal', en: 'legal_en' } as const
type LegalLanguage = keyof typeof LEGAL_SNIPPETS

/** The legal text's HTML as stored, or undefined when the website has none in `language`. */
export async function findLegalHtml(
  db: Db,
  websiteUid: string,
  language: LegalLanguage = 'fr',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('snippets')
    .select('html')
    .where('website_uid', '=', websiteUid)
    .where('key', '=', LEGAL_SNIPPETS[language])
    .executeTakeFirst()
  return row?.html
}

/**
 * Stores the legal text in `language`; an empty one is removed, so the legal page answers 404
 * (in English: shows the French).
 */
export async function writeLegalHtml(
  trx: Db,
  websiteUid: string,
  html: string,
  language: LegalLanguage = 'fr',
): Promise<void> {
  const key = LEGAL_SNIPPETS[language]
  if (html === '') {
    await trx
      .deleteFrom('snippets')
      .where('website_uid', '=', websiteUid)
      .where('key', '=', key)
      .execute()
    return
  }
  await trx
    .insertInto('snippets')
    .values({ website_uid: websiteUid, key, html })
    .onConflict((conflict) => conflict.columns(['website_uid', 'key']).doUpdateSet({ html }))
    .execute()
}
