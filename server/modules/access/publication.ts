import type { Viewer } from '../auth/viewer.ts'

/**
 * Scheduled publishing: an item whose `published_at` is still to come is invisible to visitors
 * (lists, search, its page, its player, the sitemap and share previews) until then. Staff of the
 * website see it, so they can preview it before it goes out.
 */

/** Whether the viewer sees scheduled items too: staff of the website do. */
export const seesScheduled = (viewer: Viewer | null | undefined): boolean =>
  Boolean(viewer?.staff_role)

/**
 * The latest publication date the viewer may see, as stored (ISO, UTC); undefined for staff,
 * who see every item.
 */
export function publishedBy(viewer: Viewer | null | undefined, now = new Date()) {
  return seesScheduled(viewer) ? undefined : now.toISOString()
}

/** Whether an item published at `publishedAt` shows to the viewer now. */
export function isPublishedFor(
  publishedAt: string,
  viewer: Viewer | null | undefined,
  now = new Date(),
): boolean {
  return seesScheduled(viewer) || publishedAt <= now.toISOString()
}
