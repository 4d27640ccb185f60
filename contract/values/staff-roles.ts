/**
 * The staff roles and what the staff API lets staff do, as plain values: no TypeBox here, so the
 * storefront and the back office can import them. Which role may do what is decided by the server
 * alone (server/modules/staff/permissions.ts) and told to the UI by GET /me/.
 */

/** `owner` runs everything (staff and money too), `editor` content and pages, `contributor` content only. */
export const STAFF_ROLES = ['owner', 'editor', 'contributor'] as const
export type StaffRoleName = (typeof STAFF_ROLES)[number]

/** What a staff member may be allowed to do. */
export const STAFF_PERMISSIONS = [
  /** See the whole catalogue, published or not. */
  'catalogue.read',
  /** Write items, medias and categories, without publishing them. */
  'catalogue.edit',
  /** Publish or unpublish an item, or schedule its publication. */
  'catalogue.publish',
  /** Delete from the catalogue. */
  'catalogue.delete',
  /** Set the prices items are sold at. */
  'catalogue.prices',
  /** Edit the home page and the appearance (the editor drawer), upload their pictures. */
  'pages.edit',
  /** Set plans, and see and move money: orders, refunds. */
  'money.manage',
  /** Make gift cards (codes worth an amount at checkout), see and disable them. */
  'gift_cards.manage',
  /** See customers and decide what they may watch: on-demand requests, free access. */
  'customers.manage',
  /** Invite staff and change their roles. */
  'staff.manage',
  /** Read the audit log. */
  'audit_log.read',
  /** See the background work that failed for good (mails, thumbnails) and run it again. */
  'jobs.manage',
  /** Change the site's settings: name, colours, legal text, sign-up, currency, host names. */
  'settings.manage',
] as const
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number]
