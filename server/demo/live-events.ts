import type { NewItem } from '../db/insert.ts'
import type { LiveEventRow } from '../modules/live/repo.ts'
import { keyHash, streamKeyOf } from '../modules/live/stream-key.ts'
import { demoUid } from './random.ts'

/** A demo live event and the item that shows it. */
export interface DemoLiveEvent {
  event: Pick<
    LiveEventRow,
    | 'uid'
    | 'website_uid'
    | 'item_uid'
    | 'name'
    | 'excerpt'
    | 'thumbnail'
    | 'starts_at'
    | 'expected_duration'
    | 'stream_key_nonce'
    | 'stream_key_hash'
    | 'created_at'
  >
  item: Omit<NewItem, 'contentObjectType'> & { uid: string; contentObjectType: 'live' }
}

const DAY_MS = 86_400_000

const EVENTS = [
  {
    key: 'concert',
    name: 'Concert du Nouvel An en direct',
    excerpt: 'Le quatuor joue en direct depuis la salle des fêtes.',
    inDays: 2,
    atHourUtc: 19.5,
  },
  {
    key: 'masterclass',
    name: 'Masterclass d’ébénisterie en direct',
    excerpt: 'Questions et réponses avec l’atelier, en direct.',
    inDays: 5,
    atHourUtc: 17,
  },
]

/**
 * Upcoming live events of a demo site, so its "live now and upcoming" block has something to
 * show. Their stream keys derive from the server's secret as staff-made ones do, so the key the
 * back office shows opens the ingest. `pictures` lends them pictures of the catalogue.
 */
export function buildLiveEvents(
  site: string,
  websiteUid: string,
  secret: string,
  now: Date,
  pictures: (string | null | undefined)[],
): DemoLiveEvent[] {
  return EVENTS.map((seed, index) => {
    const uid = demoUid(site, 'live', seed.key)
    const nonce = demoUid(site, 'live-key', seed.key)
    const startsAt = new Date(now.getTime() + seed.inDays * DAY_MS + seed.atHourUtc * 3_600_000)
    const itemUid = demoUid(site, 'item', 'live', seed.key)
    return {
      event: {
        uid,
        website_uid: websiteUid,
        item_uid: itemUid,
        name: seed.name,
        excerpt: seed.excerpt,
        thumbnail: pictures[index] ?? null,
        starts_at: startsAt.toISOString(),
        expected_duration: 5400,
        stream_key_nonce: nonce,
        stream_key_hash: keyHash(streamKeyOf(secret, nonce)),
        created_at: now.toISOString(),
      },
      item: {
        uid: itemUid,
        slug: `direct-${seed.key}`,
        contentObjectType: 'live',
        contentObjectUid: uid,
        publishedAt: new Date(now.getTime() - DAY_MS).toISOString(),
      },
    }
  })
}
