/**
 * The widths the storefront shows thumbnails at (spec §3's `/images/w:{width}/…`): the server
 * makes these ahead of the first visitor once a picture is set (server/modules/images).
 */
export const THUMBNAIL_WIDTHS = {
  /** A playlist's rows on the item page. */
  row: 160,
  /** Cards of lists, sliders and the cart. */
  card: 480,
  /** The item page's stage and the home page's hero slides. */
  stage: 1280,
} as const
