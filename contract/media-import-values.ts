/**
 * Videos uploaded from the back office and their imports, as plain values (the back office
 * imports them): an upload goes to UPLOADS_PATH through the tus protocol, then a background job
 * imports it into a media and an unpublished item (UNPUBLISHED_AT, admin-item-values.ts).
 */

/** Where the back office uploads videos with tus, under ADMIN_API_BASE. */
export const UPLOADS_PATH = '/uploads/'

/** An import waits, runs, failed (and may be retried) or is done. */
export const MEDIA_IMPORT_STATUSES = ['queued', 'running', 'failed', 'done'] as const
export type MediaImportStatus = (typeof MEDIA_IMPORT_STATUSES)[number]

/** The fields the imports list may be sorted by. */
export const MEDIA_IMPORT_SORTS = ['created_at', 'file_name', 'status'] as const
