import type { Kysely } from 'kysely'
import type { EditorContent } from '../../../../contract/schemas/admin.ts'
import type { Dialect } from '../../../db/connect.ts'
import { insertPage } from '../../../db/insert.ts'
import type { Database } from '../../../db/schema.ts'
import { invalidField, notFound } from '../../../errors.ts'
import { getPage } from '../service.ts'
import type { StoredSettings } from '../../websites/defaults.ts'
import type { Website } from '../../websites/service.ts'
import { appearanceOf, checkAppearance, withAppearance } from '../../websites/appearance.ts'
import { recordChange } from '../../audit-log/service.ts'
import { checkBlocks } from './block-rules.ts'
import { keepCatalogueLinks } from './catalogue-links.ts'
import { pageExists, writePage } from '../service.ts'
import { lockWebsiteSettings, writeWebsiteSettings } from '../../websites/service.ts'

/** Where the editor works: the request's database and website, and who edits. */
export interface EditorScope {
  db: Kysely<Database>
  dialect: Dialect
  website: Website
  /** The staff member the audit log names for each change. */
  staffUserUid: string
}

const MAX_PAGE_TITLE = 200
const NEW_HOME_TITLE = 'Accueil'
const NOT_HOME = "This is not the website's home page."

/**
 * The uid of the website's home page. A website without one (a new site, or its page removed)
 * gets an empty page, named in its settings, so the editor always has a page to fill.
 */
async function ensureHomePage({ db, dialect, website }: EditorScope): Promise<string> {
  const known = website.settings.home_page
  if (known && (await pageExists(db, website.uid, known))) return known
  return db.transaction().execute(async (trx) => {
    const stored = await lockWebsiteSettings(trx, dialect, website.uid)
    if (stored === undefined) throw notFound('No website is configured for this address.')
    const settings = JSON.parse(stored) as StoredSettings
    // Another request may have made it while this one waited for the lock.
    if (settings.home_page && (await pageExists(trx, website.uid, settings.home_page))) {
      return settings.home_page
    }
    const uid = await insertPage(trx, website.uid, { title: NEW_HOME_TITLE, content: [] })
    await writeWebsiteSettings(trx, website.uid, JSON.stringify({ ...settings, home_page: uid }))
    return uid
  })
}

/** GET /editor/: the home page with every block, hidden ones too, and the appearance. */
export async function getEditorContent(scope: EditorScope): Promise<EditorContent> {
  const uid = await ensureHomePage(scope)
  return {
    page: await getPage(scope.db, scope.website.uid, uid),
    appearance: appearanceOf(scope.website.settings),
  }
}

/**
 * PUT /editor/: checks everything first (a 400 names the first wrong field, nothing written),
 * then writes the page and the appearance in one transaction: a visitor sees both or neither,
 * and the audit log records both as they were and as they became. Nothing caches pages or
 * settings between requests, so the next request answers the new content. Answers what was
 * stored.
 */
export async function saveEditorContent(
  { db, dialect, website, staffUserUid }: EditorScope,
  content: EditorContent,
): Promise<EditorContent> {
  const { page } = content
  if (page.uid !== website.settings.home_page) throw invalidField('page.uid', NOT_HOME)
  if (page.title.length > MAX_PAGE_TITLE) {
    throw invalidField(
      'page.title',
      `Ensure this field has no more than ${MAX_PAGE_TITLE} characters.`,
    )
  }
  const checked = checkBlocks(page.content)
  const appearance = checkAppearance(content.appearance)
  const blocks = await keepCatalogueLinks(db, website.uid, checked)
  const saved: EditorContent = {
    page: { uid: page.uid, title: page.title, content: blocks },
    appearance,
  }

  await db.transaction().execute(async (trx) => {
    const stored = await lockWebsiteSettings(trx, dialect, website.uid)
    if (stored === undefined) throw notFound('No website is configured for this address.')
    const settings = JSON.parse(stored) as StoredSettings
    if (settings.home_page !== page.uid) throw invalidField('page.uid', NOT_HOME)
    if (!(await pageExists(trx, website.uid, page.uid))) throw invalidField('page.uid', NOT_HOME)
    const before: EditorContent = {
      page: await getPage(trx, website.uid, page.uid),
      appearance: appearanceOf(settings),
    }
    const written = await writePage(trx, website.uid, {
      uid: page.uid,
      title: page.title,
      content: JSON.stringify(blocks),
    })
    if (!written) throw invalidField('page.uid', NOT_HOME)
    await writeWebsiteSettings(
      trx,
      website.uid,
      JSON.stringify(withAppearance(settings, appearance)),
    )
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid },
      { action: 'update', resource: 'home_page', recordUid: page.uid, before, after: saved },
    )
  })
  return saved
}
