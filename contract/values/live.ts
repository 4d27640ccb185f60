/** Live events (issue 45): the values the server and the back office share. */

/** Where a live event stands: before its publisher, on air, waiting for it to come back, over. */
export const LIVE_STATUSES = ['waiting', 'on_air', 'reconnecting', 'ended'] as const
export type LiveStatus = (typeof LIVE_STATUSES)[number]

/** Seconds a publisher that dropped has to come back before the event ends by itself. */
export const LIVE_RECONNECT_GRACE_SECONDS = 60

/** Seconds each live HLS segment lasts. */
export const LIVE_SEGMENT_SECONDS = 2

/**
 * How often a live item's page and its embed ask where the event stands, until it has ended and
 * its replay is settled: they go from the countdown to the player by themselves.
 */
export const LIVE_POLL_MS = 4000

/** Seconds of the live stream a viewer can go back (DVR window). */
export const LIVE_DVR_SECONDS = 30 * 60

/** Seconds after its expected end that an event's stream key still opens the ingest. */
export const LIVE_KEY_GRACE_SECONDS = 6 * 3600

/** Bounds of an event's expected duration, in seconds. */
export const LIVE_MIN_DURATION = 60
export const LIVE_MAX_DURATION = 24 * 3600

/** Seconds since its player last fetched a live playlist that a viewer still counts as watching. */
export const LIVE_VIEWER_WINDOW_SECONDS = 30

/** Seconds after which the ingest's last measure of the incoming stream is no longer shown. */
export const LIVE_INCOMING_STALE_SECONDS = 15

/**
 * Where an event's replay stands once it has ended (null before): the recording is being made
 * into a media, that media is ready, its import failed, or staff chose not to keep it.
 */
export const REPLAY_STATUSES = ['preparing', 'ready', 'failed', 'not_kept'] as const
export type ReplayStatus = (typeof REPLAY_STATUSES)[number]

/**
 * Seconds the live HLS stays after the end at least (and until the replay is ready): players
 * still in the DVR window when the event ended finish what they had in their buffer.
 */
export const LIVE_HLS_LINGER_SECONDS = 120

/** Statuses in which a live event is on the air for its viewers: its cards say "En direct". */
export const LIVE_ON_AIR_STATUSES: readonly LiveStatus[] = ['on_air', 'reconnecting']

/**
 * Seconds past its start that an event still waiting for its publisher reads as "about to start"
 * (its card and its page) and stays in the live list; later it is taken as not happening.
 */
export const LIVE_LATE_START_SECONDS = 12 * 3600

/** Whether an event still waiting at `now` has passed its start, and by how long. */
export function liveStartState(
  startsAt: string,
  now: number,
): 'upcoming' | 'starting_soon' | 'overdue' {
  const late = (now - Date.parse(startsAt)) / 1000
  if (late < 0) return 'upcoming'
  return late < LIVE_LATE_START_SECONDS ? 'starting_soon' : 'overdue'
}

/** GET /items/?live=…: the live items on air now, then the upcoming ones by start time. */
export const LIVE_LIST_FILTER = 'now_and_upcoming'
