/**
 * Files uploaded from the back office and their imports, as plain values (the back office
 * imports them): an upload goes to UPLOADS_PATH through the tus protocol, then a background job
 * imports it, by its purpose: a video into a media and an unpublished item (UNPUBLISHED_AT,
 * admin-item-values.ts), a media's trailer, or a bonus file in a media's downloads.
 */

/** Where the back office uploads files with tus, under ADMIN_API_BASE. */
export const UPLOADS_PATH = '/uploads/'

/** An upload left unfinished is removed this many days after it began. */
export const UNFINISHED_UPLOAD_KEEP_DAYS = 7

/** A failed import is removed, with its uploaded file, this many days after it failed. */
export const FAILED_IMPORT_KEEP_DAYS = 7

/** An import waits, runs, failed (and may be retried) or is done. */
export const MEDIA_IMPORT_STATUSES = ['queued', 'running', 'failed', 'done'] as const
export type MediaImportStatus = (typeof MEDIA_IMPORT_STATUSES)[number]

/** The fields the imports list may be sorted by. */
export const MEDIA_IMPORT_SORTS = ['created_at', 'file_name', 'status'] as const

/**
 * What an upload becomes: a new item (the default), the trailer of a media (a video, transcoded
 * like any other and open to every visitor), or a bonus file of a media (any file, stored as
 * sent and downloaded by those with access to the media).
 */
export const UPLOAD_PURPOSES = ['item', 'trailer', 'bonus'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

/**
 * What an import makes: an upload's purpose, or a live event's replay (its recording, handed to
 * the import by the live ingest, never uploaded: no tus upload may ask for it).
 */
export const IMPORT_PURPOSES = [...UPLOAD_PURPOSES, 'live_replay'] as const
export type ImportPurpose = (typeof IMPORT_PURPOSES)[number]

/** The keys of an upload's tus metadata (the Upload-Metadata header). */
export const UPLOAD_METADATA = {
  /** The file's name on the staff member's computer. */
  fileName: 'filename',
  /** One of UPLOAD_PURPOSES; `item` when absent. */
  purpose: 'purpose',
  /** The media a trailer or a bonus file is for (required for those). */
  mediaUid: 'media_uid',
  /** A bonus file's name in the download list; by default the file's name without extension. */
  displayName: 'display_name',
} as const

/** The longest name a bonus file is shown with. */
export const BONUS_NAME_MAX_LENGTH = 200
