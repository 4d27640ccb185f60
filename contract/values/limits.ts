/**
 * Limits of the request bodies that the storefront checks before the server does, as plain
 * values: no TypeBox here, so the storefront can import them without bundling the schemas.
 */

/** A new password's least length (spec §5). */
export const MIN_PASSWORD_LENGTH = 8
/** A first or last name, at registration and in the contact form. */
export const NAME_MAX_LENGTH = 150
/** A contact message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000
/** A donation, in minor units: at least 5, below 10 000. */
export const MIN_DONATION = 500
export const MAX_DONATION = 999_999
/**
 * How long a download link stays valid (seconds). The link only works with the proof of the
 * viewer it was listed for, and the storefront asks for fresh links before these expire.
 */
export const DOWNLOAD_LINK_SECONDS = 600
/** The most items "Ma liste" keeps and answers at once. */
export const MY_LIST_MAX_ITEMS = 500

/** Mails the back office sends (invitations, resends, reset links, receipts), per staff member per hour. */
export const STAFF_MAILS_PER_HOUR = 30
/** Of those, the most one recipient (a customer, an invitation, an order's buyer) gets per hour. */
export const STAFF_MAILS_PER_RECIPIENT_PER_HOUR = 3
/**
 * The most uploads one staff member may have begun and not finished at once; one begun more
 * than UPLOAD_SLOT_HOURS ago stops counting, so a page closed half-way holds no slot for long.
 */
export const MAX_UNFINISHED_UPLOADS_PER_STAFF = 6
export const UPLOAD_SLOT_HOURS = 12
