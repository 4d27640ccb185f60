/**
 * Videos uploaded from the back office and their imports, as plain values (the back office
 * imports them): an upload goes to UPLOADS_PATH through the tus protocol, then a background job
 * imports it into a media and an unpublished item.
 */

/** Where the back office uploads videos with tus, under ADMIN_API_BASE. */
export const UPLOADS_PATH = '/uploads/'

/** An import waits, runs, failed (and may be retried) or is done. */
export const MEDIA_IMPORT_STATUSES = ['queued', 'running', 'failed', 'done'] as const
export type MediaImportStatus = (typeof MEDIA_IMPORT_STATUSES)[number]

/** The fields the imports list may be sorted by. */
export const MEDIA_IMPORT_SORTS = ['created_at', 'file_name', 'status'] as const

/**
 * The publication date of an item nobody published yet: so far in the future that visitors
 * never see it (scheduled publishing), until staff give it a real date.
 */
export const UNPUBLISHED_AT = '9999-12-31T23:59:59.999Z'
