import type { MediaFile } from '../../../contract/schemas/catalogue.ts'
import { forbidden, notFound } from '../../errors.ts'
import { accessFor, HD_DOWNLOAD, SOURCE_DOWNLOAD } from '../access/service.ts'
import { findPlaylistMediaUids } from '../media/service.ts'
import { findFiles } from './download-repo.ts'
import type { Caller } from './item-builder.ts'
import { findItemByUid } from './item-repo.ts'

const KIND_ORDER = ['hd', 'source', 'bonus']

/**
 * GET /items/{uid}/download/: the files the caller may download. A purchase brings the files
 * its price offers; a subscription or the item's visibility brings the HD file; bonus files
 * come with any access.
 */
export async function listDownloads(
  caller: Caller,
  itemUid: string,
  /** The address a file is listed with: the media module's signed one (signedDownloadAddress). */
  addressOf: (fileUid: string) => string,
): Promise<MediaFile[]> {
  const { db, website } = caller
  const item = await findItemByUid(db, website.uid, itemUid)
  if (!item) throw notFound('Item not found.')
  if (!item.is_content_downloadable) throw forbidden('This item cannot be downloaded.')
  const access = (
    await accessFor(db, website.uid, caller.viewer, [item], caller.now, {
      websiteMonetized: website.settings.monetization_enabled,
    })
  ).get(item.uid)
  if (!access?.has_access) throw forbidden('You do not have access to this item.')

  const kinds = ['bonus']
  if (access.download_choices & HD_DOWNLOAD) kinds.push('hd')
  if (access.download_choices & SOURCE_DOWNLOAD) kinds.push('source')
  const mediaUids =
    item.content_object_type === 'media'
      ? [item.content_object_uid]
      : await findPlaylistMediaUids(db, website.uid, item.content_object_uid)
  const files = await findFiles(db, website.uid, mediaUids, kinds)
  const rank = (file: { media_uid: string; kind: string }) =>
    mediaUids.indexOf(file.media_uid) * KIND_ORDER.length + KIND_ORDER.indexOf(file.kind)
  return files
    .sort((a, b) => rank(a) - rank(b))
    .map((file) => ({
      uid: file.uid,
      display_name: file.display_name,
      size: file.size,
      file: addressOf(file.uid),
      width: file.width,
      height: file.height,
      slug: file.slug,
    }))
}
