import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslate } from 'react-admin'
import type { AdminMediaImport } from '../../../contract/schemas/admin-media-imports.ts'

/** One upload for the media: waiting, being imported (with its progress) or failed, and why. */
function ImportState({ upload }: { upload: AdminMediaImport }) {
  const translate = useTranslate()
  const name = upload.file_name
  const percent = Math.round(upload.progress * 100)
  if (upload.status === 'failed') {
    return (
      <Alert severity="error">
        {translate('vitrine.media.importFailed', { name, error: upload.error ?? '' })}
      </Alert>
    )
  }
  return (
    <Alert severity="info" role="status">
      {translate(
        upload.status === 'running' ? 'vitrine.media.importRunning' : 'vitrine.media.importQueued',
        { name, percent },
      )}
      {upload.status === 'running' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={translate('vitrine.upload.progressOf', { name })}
          sx={{ mt: 1 }}
        />
      )}
    </Alert>
  )
}

/** The media's uploads still on their way or failed: what staff wait for, and what went wrong. */
export function MediaImportsState({ imports }: { imports: AdminMediaImport[] }) {
  if (imports.length === 0) return null
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 560 }}>
      {imports.map((upload) => (
        <ImportState key={upload.uid} upload={upload} />
      ))}
    </Box>
  )
}
