import type { Kysely } from 'kysely'
import {
  insertCategory,
  insertFile,
  insertItem,
  insertMedia,
  insertPage,
  insertPlan,
  insertPlaylist,
  insertWebsite,
  upsertSnippet,
} from '../db/insert.ts'
import { refuseMediasGivenAway } from '../modules/access/playlist-openness.ts'
import { insertLiveEvent } from '../modules/live/repo.ts'
import type { Database } from '../db/schema.ts'
import { writeAccounts } from './accounts.ts'
import type { DemoSite } from './sites.ts'

/** Writes one demo site, rows that others point to first; run it inside a transaction. */
export async function writeSite(
  db: Kysely<Database>,
  site: DemoSite,
  passwordHashes: Map<string, string>,
): Promise<void> {
  const websiteUid = await insertWebsite(db, site.website)
  const { catalogue } = site
  for (const category of catalogue.categories) await insertCategory(db, websiteUid, category)
  for (const plan of catalogue.plans) await insertPlan(db, websiteUid, plan)
  for (const media of catalogue.medias) await insertMedia(db, websiteUid, media)
  for (const playlist of catalogue.playlists) await insertPlaylist(db, websiteUid, playlist)
  for (const item of catalogue.items) await insertItem(db, websiteUid, item)
  for (const file of catalogue.files) await insertFile(db, websiteUid, file)
  for (const { event, item } of site.liveEvents) {
    const { excerpt, thumbnail, ...row } = event
    await insertLiveEvent(db, row)
    await db
      .updateTable('live_events')
      .set({ excerpt, thumbnail })
      .where('uid', '=', event.uid)
      .execute()
    await insertItem(db, websiteUid, item)
  }
  for (const { uid, title, content } of [site.homePage, ...site.otherPages]) {
    await insertPage(db, websiteUid, { uid, title, content })
  }
  await upsertSnippet(db, websiteUid, 'legal', site.legalHtml)
  await upsertSnippet(db, websiteUid, 'legal_en', site.englishLegalHtml)
  await writeAccounts(db, websiteUid, site.accounts, passwordHashes)
  // The demo keeps the rule of medias in playlists like any catalogue.
  await refuseMediasGivenAway(db, websiteUid)
}
