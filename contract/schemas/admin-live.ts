import { Type, type Static } from 'typebox'
import {
  LIVE_MAX_DURATION,
  LIVE_MIN_DURATION,
  LIVE_STATUSES,
  REPLAY_STATUSES,
} from '../values/live.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** A live event as staff see it (issue 45); its item carries visibility, prices and plans. */
export const AdminLiveEvent = Type.Object({
  uid: Uid,
  item_uid: Uid,
  name: Type.String(),
  starts_at: DateTime,
  /** Seconds. */
  expected_duration: Type.Integer({ minimum: 0 }),
  status: Type.Enum(LIVE_STATUSES),
  on_air_at: Nullable(DateTime),
  ended_at: Nullable(DateTime),
  created_at: DateTime,
  /** Whether the recording becomes the item's replay when the event ends. */
  keep_replay: Type.Boolean(),
  /** Where the replay stands after the end; null before it, or when nothing went on air. */
  replay_status: Nullable(Type.Enum(REPLAY_STATUSES)),
  /** The replay's media, once ready. */
  replay_media_uid: Nullable(Uid),
})
export type AdminLiveEvent = Static<typeof AdminLiveEvent>

/** POST /live-events/: a new event and its unpublished item. */
export const AdminLiveEventInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  starts_at: DateTime,
  expected_duration: Type.Integer({ minimum: LIVE_MIN_DURATION, maximum: LIVE_MAX_DURATION }),
  /** Keep the replay (true when absent). */
  keep_replay: Type.Optional(Type.Boolean()),
})
export type AdminLiveEventInput = Static<typeof AdminLiveEventInput>

/** PATCH /live-events/{uid}/: when it starts, how long it is expected to last, the replay. */
export const AdminLiveEventChange = Type.Partial(
  Type.Pick(AdminLiveEventInput, ['starts_at', 'expected_duration', 'keep_replay']),
)
export type AdminLiveEventChange = Static<typeof AdminLiveEventChange>

export const AdminLiveEventParams = Type.Object({ uid: Uid })

/** Where and with what key the streamer publishes (OBS: "Server" and "Stream Key"). */
export const AdminLiveIngest = Type.Object({
  rtmp_url: Type.String(),
  stream_key: Type.String(),
})
export type AdminLiveIngest = Static<typeof AdminLiveIngest>

const Count = Type.Integer({ minimum: 0 })

/** The stream the ingest receives, as it last measured it (every few seconds while on air). */
export const AdminLiveIncoming = Type.Object({
  /** Bits per second, over the last few seconds. */
  bitrate: Count,
  /** Picture size and frames per second the stream's metadata announces; null when it did not. */
  width: Nullable(Count),
  height: Nullable(Count),
  frame_rate: Nullable(Type.Number({ minimum: 0 })),
  measured_at: DateTime,
})
export type AdminLiveIncoming = Static<typeof AdminLiveIncoming>

/** GET /live-events/{uid}/figures/: what the control screen shows while on air and after. */
export const AdminLiveFigures = Type.Object({
  status: Type.Enum(LIVE_STATUSES),
  /** null while nothing comes in (not on air, or the ingest has said nothing for a while). */
  incoming: Nullable(AdminLiveIncoming),
  viewers: Type.Object({
    /** Players that fetched the event's live playlists in the last LIVE_VIEWER_WINDOW_SECONDS. */
    now: Count,
    /** The most viewers watching at once, and when. */
    peak: Count,
    peak_at: Nullable(DateTime),
    /** Distinct viewers since the event began. */
    total: Count,
    /** Seconds watched, all viewers together. */
    watched_seconds: Count,
  }),
})
export type AdminLiveFigures = Static<typeof AdminLiveFigures>

/** PUT or DELETE /live-events/{uid}/thumbnail/: the event's picture as it now is. */
export const AdminLiveThumbnail = Type.Object({
  /** Its address, versioned by the stored picture; null without one. */
  thumbnail: Nullable(Type.String()),
})
export type AdminLiveThumbnail = Static<typeof AdminLiveThumbnail>
