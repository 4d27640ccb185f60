import type { Kysely } from 'kysely'
import { escapeHtml } from '../../lib/html.ts'

interface ContentRow {
  uid: string
  website_uid: string
  description: string
}

/** Written here once, as it was: a migration never changes with the code after it. */
const asHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('')

/**
 * Descriptions of medias and playlists become rich text (HTML) that staff write in the back
 * office: the plain texts stored before are turned into paragraphs, their line breaks kept and
 * their characters escaped, so the storefront shows them as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const content = db as unknown as Kysely<{ medias: ContentRow; playlists: ContentRow }>
  for (const table of ['medias', 'playlists'] as const) {
    const rows = await content
      .selectFrom(table)
      .select(['uid', 'website_uid', 'description'])
      .where('description', '<>', '')
      .where('description', 'not like', '<%')
      .execute()
    for (const row of rows) {
      await content
        .updateTable(table)
        .set({ description: asHtml(row.description) })
        .where('website_uid', '=', row.website_uid)
        .where('uid', '=', row.uid)
        .execute()
    }
  }
}
