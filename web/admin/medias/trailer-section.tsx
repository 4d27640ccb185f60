import LinkOffIcon from '@mui/icons-material/LinkOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import type { AdminMedia } from '../../../contract/schemas/admin-medias.ts'
import { formatDuration } from '../../ui/format-duration.ts'
import { UploadList } from '../ui/upload-list.tsx'
import { FileButton } from '../ui/file-button.tsx'
import { MediaImportsState } from './media-imports-state.tsx'
import { useMediaChange } from './use-admin-media.ts'
import { useMediaUploads } from './use-media-uploads.ts'

const PREVIEW_WIDTH = 240

/** The trailer: its poster, name and length, and for staff who may delete, a button to unlink it. */
function CurrentTrailer({ media, deletable }: { media: AdminMedia; deletable: boolean }) {
  const translate = useTranslate()
  const remove = useMediaChange(
    media.uid,
    () => ({ path: 'trailer/', method: 'DELETE' }),
    () => translate('vitrine.media.trailerRemoved'),
  )
  const trailer = media.trailer
  if (!trailer)
    return <Typography variant="body2">{translate('vitrine.media.noTrailer')}</Typography>
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {trailer.thumbnail && (
        <img
          src={trailer.thumbnail}
          alt={translate('vitrine.media.trailerThumbnail')}
          width={PREVIEW_WIDTH}
          style={{ aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Box>
        <Typography variant="body1">{trailer.name}</Typography>
        <Typography variant="body2">
          {translate('vitrine.media.duration', { duration: formatDuration(trailer.duration) })}
        </Typography>
      </Box>
      {deletable && (
        <Button
          variant="outlined"
          size="small"
          color="error"
          startIcon={<LinkOffIcon />}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {translate('vitrine.media.removeTrailer')}
        </Button>
      )}
    </Box>
  )
}

/**
 * The media's trailer, open to every visitor, and for staff who may edit, the upload of a video
 * to be it (sent with tus, then transcoded): its progress, then its import, show below. Only
 * staff who may delete unlink it.
 */
export function TrailerSection({
  media,
  editable,
  deletable,
}: {
  media: AdminMedia
  editable: boolean
  deletable: boolean
}) {
  const translate = useTranslate()
  const { uploads, sending, send } = useMediaUploads(media.uid, 'trailer')
  const imports = media.imports.filter((upload) => upload.purpose === 'trailer')
  const importing = imports.some((upload) => upload.status !== 'failed')
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('vitrine.media.trailerHint')}
      </Typography>
      <CurrentTrailer media={media} deletable={deletable} />
      <MediaImportsState imports={imports} />
      <UploadList uploads={uploads} />
      {editable && (
        <Box>
          <FileButton
            label={translate(
              media.trailer ? 'vitrine.media.replaceTrailer' : 'vitrine.media.uploadTrailer',
            )}
            accept="video/*"
            disabled={sending || importing}
            onFile={(file) => send(file)}
          />
        </Box>
      )}
    </Box>
  )
}
