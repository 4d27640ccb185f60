/** Limits of what staff add to a media, as plain values (the back office checks them too). */

/** A caption's language: a lower-case tag such as `fr`, `en` or `pt-br`. */
export const CAPTION_LANGUAGE_PATTERN = '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'
/** The largest WebVTT file accepted: hours of dialogue fit in far less. */
export const CAPTION_MAX_BYTES = 512 * 1024
