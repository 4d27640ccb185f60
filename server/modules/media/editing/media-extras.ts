import type { Kysely } from 'kysely'
import type { AdminMedia } from '../../../../contract/schemas/admin-medias.ts'
import type { Database } from '../../../db/schema.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { unfinishedImportsFor } from '../imports/service.ts'
import { mediaThumbnail } from './media-addresses.ts'
import { bonusEntries } from './media-audit.ts'
import { findTrailerSummary } from './repo.ts'

/** What GET /medias/{uid}/ shows besides the media: its trailer, bonus files and their uploads. */
export type MediaExtras = Pick<AdminMedia, 'trailer' | 'bonus_files' | 'imports'>

/** The media's trailer, its bonus files, and those of its uploads still on their way. */
export async function loadMediaExtras(
  db: Kysely<Database>,
  websiteUid: string,
  media: { uid: string; trailer_uid: string | null },
  language: Language,
): Promise<MediaExtras> {
  const [trailer, bonusFiles, imports] = await Promise.all([
    media.trailer_uid ? findTrailerSummary(db, websiteUid, media.trailer_uid) : undefined,
    bonusEntries(db, websiteUid, media.uid),
    unfinishedImportsFor(db, websiteUid, media.uid, language),
  ])
  return {
    trailer: trailer
      ? {
          uid: trailer.uid,
          name: trailer.name,
          duration: trailer.duration,
          thumbnail: mediaThumbnail(trailer.uid, trailer.thumbnail),
        }
      : null,
    bonus_files: bonusFiles,
    imports,
  }
}
