import { Type, type Static } from 'typebox'
import { CAPTION_LANGUAGE_PATTERN } from './admin-media-values.ts'
import { Nullable, Uid } from './common.ts'

/** A caption track of a media: its language and the name the player's menu shows. */
export const AdminCaption = Type.Object({
  lang: Type.String(),
  label: Type.String(),
})

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
})
export type AdminMedia = Static<typeof AdminMedia>

export const AdminMediaParams = Type.Object({ uid: Uid })

/** /medias/{uid}/captions/{lang}/: `lang` is a language tag such as `fr`, `en` or `pt-br`. */
export const AdminCaptionParams = Type.Object({
  uid: Uid,
  lang: Type.String({ pattern: CAPTION_LANGUAGE_PATTERN }),
})
export type AdminCaptionParams = Static<typeof AdminCaptionParams>
