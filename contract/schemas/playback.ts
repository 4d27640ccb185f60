import { Type, type Static } from 'typebox'
import { LIVE_STATUSES } from '../values/live.ts'
import { Nullable, Uid } from './common.ts'

/** A WebVTT captions track of a media. */
export const PlaybackCaption = Type.Object({
  lang: Type.String(),
  label: Type.String(),
  /** Signed address of the .vtt file. */
  src: Type.String(),
})

/** One media the embed player can play; addresses are signed for the caller and short-lived. */
export const PlaybackMedia = Type.Object({
  uid: Uid,
  name: Type.String(),
  duration: Type.Number({ minimum: 0 }),
  poster: Nullable(Type.String()),
  /** HLS master playlist; null without access or before the media has renditions. */
  hls: Nullable(Type.String()),
  /** Progressive MP4, for browsers with neither MSE nor native HLS. */
  mp4: Nullable(Type.String()),
  captions: Type.Array(PlaybackCaption),
})
export type PlaybackMedia = Static<typeof PlaybackMedia>

/** What the embed page plays: `GET /embed/{item uid}/playback.json`, `/embed/media/{uid}/...`. */
export const Playback = Type.Object({
  item_uid: Nullable(Uid),
  /** The item's trailer is played (`?trailer=1`). */
  trailer: Type.Boolean(),
  has_access: Type.Boolean(),
  /** Why nothing plays, in the page's language; null when it plays. */
  message: Nullable(Type.String()),
  medias: Type.Array(PlaybackMedia),
  /**
   * A live item's event, until its replay plays: where it stands and when it starts. The player
   * counts down to the start and asks again every LIVE_POLL_MS, to play the stream as it comes;
   * after the end, while `replay_preparing` (for a viewer who will be able to play it), to play
   * the replay once it is ready.
   */
  live: Type.Optional(
    Type.Object({
      status: Type.Enum(LIVE_STATUSES),
      starts_at: Type.String(),
      replay_preparing: Type.Optional(Type.Boolean()),
    }),
  ),
})
export type Playback = Static<typeof Playback>
