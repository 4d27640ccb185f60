import type { Kysely } from 'kysely'
import type { Playback, PlaybackMedia } from '../../../contract/schemas/playback.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { thumbnailAddress } from '../images/addresses.ts'
import {
  grantForItems,
  grantForMedia,
  openGrant,
  type PlaybackGrant,
} from '../media/access-service.ts'
import { signedStreamAddress } from '../media/addresses.ts'
import { captionTracksOf } from '../media/caption-tracks.ts'
import { START_SECONDS, streamExpiry } from '../media/delivery-service.ts'
import {
  findAssets,
  findMediaSummaries,
  findPlaylistMediaUids,
  type AssetRow,
} from '../media/service.ts'
import { secondsFromNow } from '../media/signing.ts'
import type { Website } from '../websites/service.ts'
import { isPublishedFor } from '../access/publication.ts'
import { viewLiveItem } from '../live/viewing.ts'
import { findContent, findEmbedItem } from './repo.ts'
import type { EmbedTexts } from './texts.ts'

/** Who asks, on which website, in which language. */
export interface PlaybackCaller {
  db: Kysely<Database>
  secret: string
  website: Website
  viewer: Viewer | null
  texts: EmbedTexts
  now?: Date
}

/** The page's data, its title, and whom its addresses are bound to until when. */
export interface PlaybackAnswer {
  playback: Playback
  title: string
  viewerId: string
  /** Unix seconds: the longest-lived address issued. */
  expires: number
  /** What the first media's player fetches first (master, lowest variant, its first segment). */
  preload: string[]
}

interface Subject {
  itemUid: string | null
  trailer: boolean
  title: string
  mediaUids: string[]
  grant: PlaybackGrant
}

async function answer(caller: PlaybackCaller, subject: Subject): Promise<PlaybackAnswer> {
  const { db, website, secret, texts } = caller
  const now = caller.now ?? new Date()
  const [summaries, assets] = await Promise.all([
    findMediaSummaries(db, website.uid, subject.mediaUids),
    subject.grant.has_access ? findAssets(db, website.uid, subject.mediaUids) : [],
  ])
  const byUid = new Map(summaries.map((media) => [media.uid, media]))
  const assetOf = new Map(assets.map((asset) => [asset.media_uid, asset]))
  const viewerId = subject.grant.viewerId
  let expires = secondsFromNow(START_SECONDS, now)
  const medias = subject.mediaUids.flatMap((uid): PlaybackMedia[] => {
    const media = byUid.get(uid)
    if (!media) return []
    const asset = assetOf.get(uid)
    const base = {
      uid,
      name: media.name,
      duration: media.duration,
      poster: media.thumbnail ? thumbnailAddress('media', uid) : null,
    }
    if (!asset) return [{ ...base, hls: null, mp4: null, captions: [] }]
    const lasting = streamExpiry(asset.duration, now)
    expires = Math.max(expires, lasting)
    const start = { viewerId, expires: secondsFromNow(START_SECONDS, now) }
    const whole = { viewerId, expires: lasting }
    return [
      {
        ...base,
        hls: signedStreamAddress(secret, uid, 'hls/master.m3u8', start),
        mp4: signedStreamAddress(secret, uid, 'hd.mp4', whole),
        captions: captionTracksOf(asset).map(({ lang, label }) => ({
          lang,
          label,
          src: signedStreamAddress(secret, uid, `captions/${lang}.vtt`, whole),
        })),
      },
    ]
  })
  const firstAsset = medias[0]?.hls ? assetOf.get(medias[0].uid) : undefined
  const hasAccess = subject.grant.has_access
  const message = !hasAccess ? texts.noAccess : medias[0]?.hls ? null : texts.notReady
  return {
    playback: {
      item_uid: subject.itemUid,
      trailer: subject.trailer,
      has_access: hasAccess,
      message,
      medias,
    },
    title: subject.title,
    viewerId,
    expires,
    preload: firstAsset ? preloadOf(secret, firstAsset, medias[0]!.hls!, viewerId, now) : [],
  }
}

/**
 * The master playlist, the lowest variant (players start there) and its first segment, at the
 * addresses the master playlist will hold: fetched while the player script loads.
 */
function preloadOf(
  secret: string,
  asset: AssetRow,
  master: string,
  viewerId: string,
  now: Date,
): string[] {
  const [lowest] = JSON.parse(asset.renditions) as { name: string }[]
  if (!lowest) return [master]
  const grant = { viewerId, expires: streamExpiry(asset.duration, now) }
  return [
    master,
    signedStreamAddress(secret, asset.media_uid, `hls/${lowest.name}/index.m3u8`, grant),
    signedStreamAddress(secret, asset.media_uid, `hls/${lowest.name}/seg-00000.ts`, grant),
  ]
}

/** The item's media or playlist (or its trailer), as the caller may play it. */
export async function itemPlayback(
  caller: PlaybackCaller,
  itemUid: string,
  trailer: boolean,
): Promise<PlaybackAnswer> {
  const { db, website } = caller
  const item = await findEmbedItem(db, website.uid, itemUid)
  if (!item || !isPublishedFor(item.published_at, caller.viewer, caller.now)) {
    throw notFound(caller.texts.notFound)
  }
  if (item.content_object_type === 'live') {
    if (trailer) throw notFound(caller.texts.notFound)
    return liveItemPlayback(caller, item)
  }
  const content = await findContent(
    db,
    website.uid,
    item.content_object_type,
    item.content_object_uid,
  )
  if (!content) throw notFound(caller.texts.notFound)
  if (trailer) {
    if (!content.trailer_uid) throw notFound(caller.texts.notFound)
    return answer(caller, {
      itemUid,
      trailer: true,
      title: `${caller.texts.trailer}${content.name}`,
      mediaUids: [content.trailer_uid],
      // A trailer is what people watch before they pay: open to all who may see the site.
      grant: openGrant(website, caller.viewer),
    })
  }
  const mediaUids =
    item.content_object_type === 'media'
      ? [item.content_object_uid]
      : await findPlaylistMediaUids(db, website.uid, item.content_object_uid)
  return answer(caller, {
    itemUid,
    trailer: false,
    title: content.name,
    mediaUids,
    grant: await grantForItems(db, website, caller.viewer, [item], caller.now),
  })
}

/**
 * A live item, by the same access rule as its page: its stream while it is on air, its replay once
 * ready, else what the viewer waits for (the start, the replay) or why nothing plays.
 */
async function liveItemPlayback(
  caller: PlaybackCaller,
  item: NonNullable<Awaited<ReturnType<typeof findEmbedItem>>>,
): Promise<PlaybackAnswer> {
  const { db, secret, website, viewer, texts } = caller
  const now = caller.now ?? new Date()
  const viewing = await viewLiveItem(db, secret, website, viewer, item, now)
  if (!viewing) throw notFound(texts.notFound)
  const { event, grant, status, hls } = viewing
  const title = event.name
  if (viewing.replayMediaUid) {
    const replay = [viewing.replayMediaUid]
    return answer(caller, { itemUid: item.uid, trailer: false, title, mediaUids: replay, grant })
  }
  const medias: PlaybackMedia[] = hls
    ? [
        {
          uid: event.uid,
          name: title,
          duration: 0,
          poster: event.thumbnail ? thumbnailAddress('live', event.uid) : null,
          hls,
          mp4: null,
          captions: [],
        },
      ]
    : []
  const replayPreparing = grant.has_access && viewing.replay === 'preparing'
  let message: string | null = null
  if (!grant.has_access) message = texts.noAccess
  else if (status === 'waiting') message = texts.liveWaiting
  else if (status === 'ended') {
    message = viewing.replay === 'preparing' ? texts.replayPreparing : texts.liveEnded
  }
  return {
    playback: {
      item_uid: item.uid,
      trailer: false,
      has_access: grant.has_access,
      message,
      medias,
      live: {
        status,
        starts_at: event.starts_at,
        ...(replayPreparing ? { replay_preparing: true } : {}),
      },
    },
    title,
    viewerId: grant.viewerId,
    expires: secondsFromNow(START_SECONDS, now),
    preload: hls ? [hls] : [],
  }
}

/** One media, as the caller may play it (through any item that shows it, or as a trailer). */
export async function mediaPlayback(
  caller: PlaybackCaller,
  mediaUid: string,
): Promise<PlaybackAnswer> {
  const { db, website } = caller
  const [media] = await findMediaSummaries(db, website.uid, [mediaUid])
  if (!media) throw notFound(caller.texts.notFound)
  return answer(caller, {
    itemUid: null,
    trailer: false,
    title: media.name,
    mediaUids: [mediaUid],
    grant: await grantForMedia(db, website, caller.viewer, mediaUid, caller.now),
  })
}
