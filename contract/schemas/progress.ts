import { Type, type Static } from 'typebox'
import { Item } from './catalogue.ts'
import { Limit, Offset, Page, Uid } from './common.ts'
import { PROGRESS_KINDS } from '../values/progress.ts'

/** Twelve hours: longer than any media, short enough to catch nonsense. */
const MAX_SECONDS = 43_200
const Seconds = Type.Number({ minimum: 0, maximum: MAX_SECONDS })

/** What the player reports of one media of an item (spec: issue 17). */
export const ProgressReport = Type.Object({
  item_uid: Uid,
  /** Seconds from the start of the media. */
  position: Type.Number({ maximum: MAX_SECONDS }),
  /** The media's length in seconds, as the player knows it. */
  duration: Seconds,
  kind: Type.Enum(PROGRESS_KINDS),
})
export type ProgressReport = Static<typeof ProgressReport>

export const ProgressParams = Type.Object({ media_uid: Uid })

/** The same report sent by `navigator.sendBeacon`, with the login token a beacon cannot put in a header. */
export const ProgressBeacon = Type.Object({
  ...ProgressReport.properties,
  media_uid: Uid,
  token: Type.String({ minLength: 1, maxLength: 200 }),
})
export type ProgressBeacon = Static<typeof ProgressBeacon>

/** Whether the report was written, or left out as closer to the last than the player's period. */
export const ProgressReceipt = Type.Object({ recorded: Type.Boolean() })
export type ProgressReceipt = Static<typeof ProgressReceipt>

/** An item the viewer started and has not finished, at the media and position to resume. */
export const ContinueWatchingEntry = Type.Object({
  item: Item,
  media_uid: Uid,
  position: Type.Integer({ minimum: 0 }),
  duration: Type.Integer({ minimum: 0 }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type ContinueWatchingEntry = Static<typeof ContinueWatchingEntry>

/** A media the viewer played: through which item, how far, and when last. */
export const WatchHistoryEntry = Type.Object({
  item: Item,
  media_uid: Uid,
  /** The media's own name: a playlist's episode differs from its item's. */
  media_name: Type.String(),
  position: Type.Integer({ minimum: 0 }),
  duration: Type.Integer({ minimum: 0 }),
  /** Watched to the end (past 95 %, or reported `completed`). */
  finished: Type.Boolean(),
  watched_at: Type.String({ format: 'date-time' }),
})
export type WatchHistoryEntry = Static<typeof WatchHistoryEntry>

export const WatchHistoryPage = Page(WatchHistoryEntry)
export type WatchHistoryPage = Static<typeof WatchHistoryPage>

export const WatchHistoryQuery = Type.Object({
  limit: Type.Optional(Limit),
  offset: Type.Optional(Offset),
})
export type WatchHistoryQuery = Static<typeof WatchHistoryQuery>
