import { Type, type Static } from 'typebox'
import { AdminMediaImport } from './admin-media-imports.ts'
import { CAPTION_LANGUAGE_PATTERN } from '../values/admin-medias.ts'
import { Nullable, Uid } from './common.ts'

/** A caption track of a media: its language and the name the player's menu shows. */
export const AdminCaption = Type.Object({
  lang: Type.String(),
  label: Type.String(),
})

/** The media played as another's trailer: open to every visitor, before they buy. */
export const AdminTrailer = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** Seconds. */
  duration: Type.Number({ minimum: 0 }),
  /** Address of its thumbnail (the poster taken from the video), or null. */
  thumbnail: Nullable(Type.String()),
})
export type AdminTrailer = Static<typeof AdminTrailer>

/** A file offered with the media in its downloads, to those who have access to it. */
export const AdminBonusFile = Type.Object({
  uid: Uid,
  display_name: Type.String(),
  /** Bytes. */
  size: Type.Integer({ minimum: 0 }),
})
export type AdminBonusFile = Static<typeof AdminBonusFile>

/** GET /medias/{uid}/: a media with what staff add to it from the back office. */
export const AdminMedia = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** Seconds. */
  duration: Type.Number({ minimum: 0 }),
  /** Address of its thumbnail (the poster until staff upload their own), or null. */
  thumbnail: Nullable(Type.String()),
  /** False until its import is done: captions need the renditions. */
  has_renditions: Type.Boolean(),
  captions: Type.Array(AdminCaption),
  trailer: Nullable(AdminTrailer),
  /** By name. */
  bonus_files: Type.Array(AdminBonusFile),
  /**
   * Its trailer and bonus files on their way: uploads for this media not imported yet, or whose
   * import failed (a trailer's only when it is the last one sent), newest first.
   */
  imports: Type.Array(AdminMediaImport),
})
export type AdminMedia = Static<typeof AdminMedia>

export const AdminMediaParams = Type.Object({ uid: Uid })

/** /medias/{uid}/captions/{lang}/: `lang` is a language tag such as `fr`, `en` or `pt-br`. */
export const AdminCaptionParams = Type.Object({
  uid: Uid,
  lang: Type.String({ pattern: CAPTION_LANGUAGE_PATTERN }),
})
export type AdminCaptionParams = Static<typeof AdminCaptionParams>

/** /medias/{uid}/bonus-files/{file_uid}/. */
export const AdminBonusFileParams = Type.Object({ uid: Uid, file_uid: Uid })
export type AdminBonusFileParams = Static<typeof AdminBonusFileParams>
