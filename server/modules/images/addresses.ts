import { createHash } from 'node:crypto'

/**
 * Where pictures live and the addresses the server answers them on. Rows keep paths relative to
 * the media folder; API answers carry these addresses, so a row's file can move without the
 * storefront noticing.
 */

/** Kinds of row that carry a thumbnail, by the name used in their address. */
export const THUMBNAIL_OWNERS = ['media', 'playlist', 'category', 'plan', 'live'] as const
export type ThumbnailOwner = (typeof THUMBNAIL_OWNERS)[number]

/**
 * `/images/media/uid/{uid}/thumbnail.jpg` (spec §3), likewise for playlists, categories, plans and
 * live events (`live`, as a live item's content_object_type).
 */
export const thumbnailAddress = (owner: ThumbnailOwner, uid: string) =>
  `/images/${owner}/uid/${encodeURIComponent(uid)}/thumbnail.jpg`

/**
 * Widths thumbnails are resized to. Any other width is refused, so nobody can make the server
 * resize to arbitrary sizes (and fill its disk cache).
 */
export const RESIZE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1920] as const
export type ResizeWidth = (typeof RESIZE_WIDTHS)[number]

/**
 * `/images/w:480/media:uid:{uid}/thumbnail.jpg` (spec §3). With the picture's version the address
 * changes with the picture, and browsers may keep it for a year.
 */
export const resizedThumbnailAddress = (
  owner: ThumbnailOwner,
  uid: string,
  width: ResizeWidth,
  version?: string,
) =>
  `/images/w:${width}/${owner}:uid:${encodeURIComponent(uid)}/thumbnail.jpg` +
  (version ? `?v=${encodeURIComponent(version)}` : '')

/** A short digest of a file's content (or of a stored name): a key that changes with it. */
export const contentDigest = (data: Buffer | string) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16)

/**
 * A picture's address versioned by where it is stored (uploads are named by their content): a
 * replaced picture gets a new address and never shows from a cache. Null without a picture.
 * Staff's answers carry it; the storefront's keep the plain address of spec §3.
 */
export const versionedAddress = (address: string, stored: string | null) =>
  stored ? `${address}?v=${contentDigest(stored)}` : null

/** A category's icon. */
export const categoryIconAddress = (uid: string) =>
  `/images/category/uid/${encodeURIComponent(uid)}/icon.png`

/** Names a website's own pictures may have (logo, backgrounds, block pictures). */
export const WEBSITE_ASSET_NAME = /^[a-z0-9][a-z0-9._-]{0,99}\.(jpg|png)$/

/** Folder, relative to the media folder, of a website's own pictures. */
export const websiteAssetPath = (websiteUid: string, name: string) =>
  `websites/${websiteUid}/${name}`

/** Address of a website's own picture; the website comes from the request's Host. */
export const websiteAssetAddress = (name: string) => `/images/website/${name}`
