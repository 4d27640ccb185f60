import type { Language } from '../../lib/chosen-language.ts'
import type { Kysely } from 'kysely'
import type { Block, PageContent } from '../../../contract/schemas/pages.ts'
import type { Database } from '../../db/schema.ts'
import { pageInLanguage } from '../../../contract/values/page-language.ts'
import { notFound } from '../../errors.ts'
import { findPage, findSnippet } from './repo.ts'
import { sanitizeBlockFields } from './sanitize.ts'
import { sanitizeRichText } from '../../lib/rich-text.ts'

/**
 * A page of the website with all its blocks, hidden ones too (the site editor's), their HTML
 * sanitised on the way out whatever was stored, so the storefront (in the browser or rendering
 * on the server) shows it as it comes.
 */
export async function getPage(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<PageContent> {
  const row = await findPage(db, websiteUid, uid)
  if (!row) throw notFound('Page not found.')
  const content = (JSON.parse(row.content) as Block[]).map((block) => ({
    ...block,
    fields: sanitizeBlockFields(block.component, block.fields),
  }))
  return { uid: row.uid, title: row.title, content }
}

/**
 * GET /pages/{id}/: the page as visitors get it, without its hidden blocks — a block hidden
 * until its time (a promotion) must not be readable before then, in the API or the page — and
 * its texts in `language` (French where a text has no English version).
 */
export async function getPublishedPage(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
  language: Language = 'fr',
): Promise<PageContent> {
  const page = await getPage(db, websiteUid, uid)
  const shown = { ...page, content: page.content.filter((block) => block.is_displayed) }
  return pageInLanguage(shown, language)
}

/** The title of a page of the website, or undefined when it has none of that uid. */
export async function findPageTitle(db: Kysely<Database>, websiteUid: string, uid: string) {
  return (await findPage(db, websiteUid, uid))?.title
}

/**
 * The website's legal text in `language` — French when it has none in English — sanitised on
 * the way out whatever was stored.
 */
export async function getLegalHtml(
  db: Kysely<Database>,
  websiteUid: string,
  language: Language = 'fr',
): Promise<string> {
  const english = language === 'en' ? await findSnippet(db, websiteUid, 'legal_en') : undefined
  const html = english ?? (await findSnippet(db, websiteUid, 'legal'))
  if (html === undefined) throw notFound('This website has no legal text.')
  return sanitizeRichText(html)
}

/** The site editor's write of a page, and whether a page exists (the home page setting). */
export { pageExists, writePage } from './repo.ts'

/** The legal text as stored, in French or English, and its change (the staff's settings). */
export { findLegalHtml, writeLegalHtml } from './legal-repo.ts'
