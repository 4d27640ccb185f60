import { Type, type Static } from 'typebox'
import { LIVE_STATUSES } from '../values/live.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** GET /live/{item uid}/playback/: where a live item stands, and its stream for who may watch. */
export const LivePlayback = Type.Object({
  status: Type.Enum(LIVE_STATUSES),
  starts_at: DateTime,
  /** Seconds. */
  expected_duration: Type.Integer({ minimum: 0 }),
  has_access: Type.Boolean(),
  /** The master playlist's signed address, while on air for a viewer with access; else null. */
  hls: Nullable(Type.String()),
  /**
   * After the end: `preparing` while the recording becomes a video, `ready` when it plays, `none`
   * when there is no replay (not kept, or it could not be made); null before the end.
   */
  replay: Nullable(
    Type.Union([Type.Literal('preparing'), Type.Literal('ready'), Type.Literal('none')]),
  ),
  /** The replay's media (its embed page plays it), once ready, for a viewer with access. */
  replay_media_uid: Nullable(Uid),
})
export type LivePlayback = Static<typeof LivePlayback>

/** nginx RTMP's on_publish call, form-encoded: `name` is the stream key. */
export const LiveOnPublish = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
})
