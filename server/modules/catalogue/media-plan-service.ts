import type { Kysely } from 'kysely'
import type { Media, Plan } from '../../../contract/catalogue.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { pictureAddress } from './images.ts'
import { findMedia, findPlans } from './media-plan-repo.ts'

/** GET /medias/{uid}/ */
export async function getMedia(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<Media> {
  const row = await findMedia(db, websiteUid, uid)
  if (!row) throw notFound('Media not found.')
  return {
    uid: row.uid,
    name: row.name,
    excerpt: row.excerpt,
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    type: row.type,
    duration: row.duration,
    thumbnail: pictureAddress('media', row.uid, row.thumbnail),
    trailer: row.trailer_uid,
  }
}

/** GET /billing/plans/: the website's plans, cheapest first unless `-amount` is asked. */
export async function listPlans(
  db: Kysely<Database>,
  websiteUid: string,
  ordering: 'amount' | '-amount' = 'amount',
): Promise<Plan[]> {
  const rows = await findPlans(db, websiteUid, ordering === '-amount' ? 'desc' : 'asc')
  return rows.map((row) => ({
    ...row,
    interval: row.interval as Plan['interval'],
    type: 'recurring',
    thumbnail: pictureAddress('plan', row.uid, row.thumbnail),
  }))
}
