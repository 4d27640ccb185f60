/**
 * Playback progress as plain values, for the server, the storefront and the embed page (which
 * hands them to the player script in data attributes): what a report may say, how often the
 * player sends one, and when a media counts as finished.
 */

/** `started`: playback began (also again after the end); `completed`: it reached the end. */
export const PROGRESS_KINDS = ['started', 'progress', 'completed'] as const
export type ProgressKind = (typeof PROGRESS_KINDS)[number]

/** The player reports at most this often while playing; the server writes no more often. */
export const PROGRESS_REPORT_SECONDS = 10
/**
 * Reports closer than this to the last write of the same viewer and media are not written: the
 * report period less one second, for timers and networks that run a little early.
 */
export const PROGRESS_MIN_WRITE_SECONDS = PROGRESS_REPORT_SECONDS - 1
/** A media watched past this share of its length is finished (as is one reported `completed`). */
export const FINISHED_SHARE = 0.95
/** How far past the media's length a position may be (players round, streams run long). */
export const POSITION_SLACK_SECONDS = 5
/** The most entries "Continue watching" answers. */
export const CONTINUE_WATCHING_MAX_ITEMS = 40

/** Where the player reports a position with its login token in the header. */
export const progressPath = (mediaUid: string) => `/me/progress/${encodeURIComponent(mediaUid)}/`
/**
 * Where `navigator.sendBeacon` reports when the page hides: a beacon cannot set headers, so the
 * token rides in its body (text/plain JSON, which a beacon may send without a preflight).
 */
export const PROGRESS_BEACON_PATH = '/me/progress-beacon/'
export const CONTINUE_WATCHING_PATH = '/me/continue-watching/'
/** Clears the viewer's positions (their watch history); `{media}/` forgets one of them. */
export const PROGRESS_PATH = '/me/progress/'
/** The viewer's watch history: every media they played, most recent first, a page at a time. */
export const WATCH_HISTORY_PATH = '/me/history/'
/** Entries of the history a page of it shows before "more". */
export const WATCH_HISTORY_PAGE_SIZE = 24
