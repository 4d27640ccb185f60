import type { Kysely } from 'kysely'
import type { AdminMedia } from '../../../../contract/schemas/admin-medias.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import { forgetThumbnailPath } from '../../images/thumbnail-paths.ts'
import { contentDigest } from '../../images/addresses.ts'
import { acceptImageUpload } from '../../images/upload.ts'
import { captionTracksOf, type CaptionTrack } from '../caption-tracks.ts'
import { captionLabel, looksLikeWebVtt } from '../captions.ts'
import type { MediaStore } from '../store.ts'
import { recordChange, type StaffActor } from '../../audit-log/service.ts'
import { mediaThumbnail } from './media-addresses.ts'
import { loadMediaExtras, type MediaExtras } from './media-extras.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import {
  findAdminMedia,
  updateCaptionList,
  updateMediaThumbnail,
  type AdminMediaRow,
} from './repo.ts'
import { FILE_FIELD } from '../../../../contract/values/file-field.ts'

/** Where the staff's media calls read and write, and who is calling. */
export interface MediaScope {
  db: Kysely<Database>
  store: MediaStore
  actor: StaffActor
  /** The staff member's language, for the reasons of failed uploads. */
  language: Language
}

const captionsOf = (row: AdminMediaRow) =>
  row.captions
    ? captionTracksOf({ captions: row.captions }).map(({ lang, label }) => ({ lang, label }))
    : []

function toAdminMedia(row: AdminMediaRow, extras: MediaExtras): AdminMedia {
  return {
    uid: row.uid,
    name: row.name,
    duration: row.duration,
    thumbnail: mediaThumbnail(row.uid, row.thumbnail),
    has_renditions: row.folder !== null,
    captions: captionsOf(row),
    ...extras,
  }
}

/** The media of the website with this uid; 404 when there is none. */
export async function mediaRow(scope: MediaScope, mediaUid: string): Promise<AdminMediaRow> {
  const row = await findAdminMedia(scope.db, scope.actor.websiteUid, mediaUid)
  if (!row) throw notFound('No media of this website has this uid.')
  return row
}

/** The answer of every call that shows a media, `row` being the media as it now is. */
async function answer(scope: MediaScope, row: AdminMediaRow): Promise<AdminMedia> {
  return toAdminMedia(
    row,
    await loadMediaExtras(scope.db, scope.actor.websiteUid, row, scope.language),
  )
}

/** GET /medias/{uid}/. */
export async function getAdminMedia(scope: MediaScope, mediaUid: string): Promise<AdminMedia> {
  return answer(scope, await mediaRow(scope, mediaUid))
}

/** Writes the media's new caption list and its audit entry together. */
async function saveCaptions(
  scope: MediaScope,
  before: AdminMediaRow,
  tracks: CaptionTrack[],
): Promise<AdminMedia> {
  const captions = JSON.stringify(tracks)
  const after = { ...before, captions }
  await scope.db.transaction().execute(async (trx) => {
    await updateCaptionList(trx, scope.actor.websiteUid, before.uid, captions)
    await recordChange(trx, scope.actor, {
      action: 'update',
      resource: 'media',
      recordUid: before.uid,
      before: { captions: captionsOf(before) },
      after: { captions: captionsOf(after) },
    })
  })
  return answer(scope, after)
}

/**
 * PUT /medias/{uid}/captions/{lang}/: adds the media's captions in a language, or replaces
 * them. The file must be WebVTT by its content. It is stored under a key of this media's own.
 */
export async function putCaption(
  scope: MediaScope,
  mediaUid: string,
  lang: string,
  file: Buffer,
): Promise<AdminMedia> {
  const row = await mediaRow(scope, mediaUid)
  if (row.captions === null) {
    throw conflict('This media is still being imported: add its captions once it plays.')
  }
  if (!looksLikeWebVtt(file)) {
    throw invalidField(FILE_FIELD, 'Captions must be a WebVTT file (it starts with WEBVTT).')
  }
  const key = `captions/${scope.actor.websiteUid}/${mediaUid}/${lang}-${contentDigest(file)}.vtt`
  await scope.store.write(key, file)
  const others = captionTracksOf({ captions: row.captions }).filter((track) => track.lang !== lang)
  const tracks = [...others, { lang, label: captionLabel(lang), key }].sort((a, b) =>
    a.lang.localeCompare(b.lang),
  )
  return saveCaptions(scope, row, tracks)
}

/** DELETE /medias/{uid}/captions/{lang}/: the player no longer offers that language. */
export async function removeCaption(
  scope: MediaScope,
  mediaUid: string,
  lang: string,
): Promise<AdminMedia> {
  const row = await mediaRow(scope, mediaUid)
  const tracks = row.captions ? captionTracksOf({ captions: row.captions }) : []
  if (!tracks.some((track) => track.lang === lang)) {
    throw notFound('This media has no captions in this language.')
  }
  return saveCaptions(
    scope,
    row,
    tracks.filter((track) => track.lang !== lang),
  )
}

/**
 * PUT /medias/{uid}/thumbnail/: the media's picture, in place of the poster taken from the
 * video. JPEG or PNG by its content, re-encoded so that nothing but its pixels is kept.
 */
export async function putThumbnail(
  scope: MediaScope,
  mediaUid: string,
  file: Buffer,
): Promise<AdminMedia> {
  const row = await mediaRow(scope, mediaUid)
  const picture = await acceptImageUpload(file, FILE_FIELD)
  const key = `thumbnails/${scope.actor.websiteUid}/${mediaUid}/${contentDigest(picture.data)}${picture.extension}`
  await scope.store.write(key, picture.data)
  await scope.db.transaction().execute(async (trx) => {
    await updateMediaThumbnail(trx, scope.actor.websiteUid, mediaUid, key)
    await recordChange(trx, scope.actor, {
      action: 'update',
      resource: 'media',
      recordUid: mediaUid,
      before: { thumbnail: row.thumbnail },
      after: { thumbnail: key },
    })
  })
  forgetThumbnailPath(scope.actor.websiteUid, 'media', mediaUid)
  return answer(scope, { ...row, thumbnail: key })
}
