import type { Kysely } from 'kysely'
import type { Media, Plan } from '../../../contract/schemas/catalogue.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { pictureAddress } from '../images/picture-addresses.ts'
import { findMedia, findPlan, findPlans } from './media-plan-repo.ts'

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

type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>

const toPlan = (row: PlanRow): Plan => ({
  ...row,
  interval: row.interval as Plan['interval'],
  type: 'recurring',
  thumbnail: pictureAddress('plan', row.uid, row.thumbnail),
})

/**
 * GET /billing/plans/: the website's public plans, cheapest first unless `-amount` is asked.
 * Private plans are left out: only their links offer them.
 */
export async function listPlans(
  db: Kysely<Database>,
  websiteUid: string,
  ordering: 'amount' | '-amount' = 'amount',
): Promise<Plan[]> {
  const rows = await findPlans(db, websiteUid, ordering === '-amount' ? 'desc' : 'asc')
  return rows.map(toPlan)
}

/** GET /billing/plans/{uid}/: a plan of the website, private or not (its link shows it), or 404. */
export async function getPlan(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<Plan> {
  const row = await findPlan(db, websiteUid, uid)
  if (!row) throw notFound('No plan of this website has this uid.')
  return toPlan(row)
}
