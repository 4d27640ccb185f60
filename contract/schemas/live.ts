import { Type, type Static } from 'typebox'
import { LIVE_STATUSES } from '../values/live.ts'
import { DateTime, Nullable } from './common.ts'

/** GET /live/{item uid}/playback/: where a live item stands, and its stream for who may watch. */
export const LivePlayback = Type.Object({
  status: Type.Enum(LIVE_STATUSES),
  starts_at: DateTime,
  /** Seconds. */
  expected_duration: Type.Integer({ minimum: 0 }),
  has_access: Type.Boolean(),
  /** The master playlist's signed address, while on air for a viewer with access; else null. */
  hls: Nullable(Type.String()),
})
export type LivePlayback = Static<typeof LivePlayback>

/** nginx RTMP's on_publish call, form-encoded: `name` is the stream key. */
export const LiveOnPublish = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
})
