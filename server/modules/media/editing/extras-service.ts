import { notFound } from '../../../errors.ts'
import { setTrailer } from '../import-repo.ts'
import {
  bonusEntries,
  recordBonusChange,
  recordTrailerChange,
  trailerEntry,
} from './media-audit.ts'
import { deleteFile, findBonusFiles } from './repo.ts'
import { isStoredKeyInUse } from './removal-repo.ts'
import { mediaRow, type MediaScope } from './service.ts'

/**
 * DELETE /medias/{uid}/trailer/: the media has no trailer any more. The trailer's own media
 * stays, with its renditions: another media may play it too.
 */
export async function removeTrailer(scope: MediaScope, mediaUid: string): Promise<void> {
  const { websiteUid } = scope.actor
  const row = await mediaRow(scope, mediaUid)
  if (!row.trailer_uid) throw notFound('This media has no trailer.')
  await scope.db.transaction().execute(async (trx) => {
    const before = await trailerEntry(trx, websiteUid, row.trailer_uid)
    await setTrailer(trx, websiteUid, mediaUid, null)
    await recordTrailerChange(trx, scope.actor, mediaUid, before, null)
  })
}

/**
 * DELETE /medias/{uid}/bonus-files/{file_uid}/: the file leaves the media's downloads, then the
 * store, unless another file still names the stored object (the demo's medias share theirs).
 */
export async function removeBonusFile(
  scope: MediaScope,
  mediaUid: string,
  fileUid: string,
): Promise<void> {
  const { websiteUid } = scope.actor
  await mediaRow(scope, mediaUid)
  const file = (await findBonusFiles(scope.db, websiteUid, mediaUid)).find(
    (bonus) => bonus.uid === fileUid,
  )
  if (!file) throw notFound('This media has no bonus file with this uid.')
  await scope.db.transaction().execute(async (trx) => {
    const before = await bonusEntries(trx, websiteUid, mediaUid)
    await deleteFile(trx, websiteUid, fileUid)
    const after = before.filter((bonus) => bonus.uid !== fileUid)
    await recordBonusChange(trx, scope.actor, mediaUid, before, after)
  })
  if (!(await isStoredKeyInUse(scope.db, file.path))) await scope.store.remove(file.path)
}
