import Box from '@mui/material/Box'
import { useTranslate } from 'react-admin'
import type { AdminMedia } from '../../../contract/schemas/admin-medias.ts'
import { FileButton } from '../ui/file-button.tsx'
import { useMediaChange } from './use-admin-media.ts'

const PREVIEW_WIDTH = 240

/**
 * The media's thumbnail and, for staff who may edit, a button to replace it. The server versions
 * its address by the stored picture, so the browser never shows the one it replaced.
 */
export function ThumbnailUpload({ media, editable }: { media: AdminMedia; editable: boolean }) {
  const translate = useTranslate()
  const upload = useMediaChange(
    media.uid,
    (file: File) => ({ path: 'thumbnail/', method: 'PUT', file }),
    () => translate('vitrine.media.thumbnailSaved'),
  )
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {media.thumbnail && (
        <img
          src={media.thumbnail}
          alt={translate('vitrine.media.currentThumbnail')}
          width={PREVIEW_WIDTH}
          style={{ aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      {editable && (
        <FileButton
          label={translate('vitrine.media.changeThumbnail')}
          accept="image/jpeg,image/png"
          disabled={upload.isPending}
          onFile={(file) => upload.mutate(file)}
        />
      )}
    </Box>
  )
}
