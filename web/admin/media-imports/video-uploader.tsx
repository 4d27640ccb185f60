import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useId, useState, type DragEvent } from 'react'
import { useLocaleState, useRefresh, useTranslate } from 'react-admin'
import { isLanguage } from '../../i18n/languages.ts'
import { formatFileSize } from '../../ui/format-file-size.ts'
import { useVideoUploads, type VideoUpload } from './use-video-uploads.ts'

/** One file on its way: its name, size, a progress bar and where it stands. */
function UploadRow({ upload }: { upload: VideoUpload }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const language = isLanguage(locale) ? locale : 'fr'
  const percent = Math.round(upload.progress * 100)
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1.5 }}>
      <Typography variant="body2">
        {upload.name} · {formatFileSize(upload.size, language)} ·{' '}
        {translate(`vitrine.upload.${upload.state}`, { percent })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={upload.state === 'failed' ? 'error' : 'primary'}
        aria-label={translate('vitrine.upload.progressOf', { name: upload.name })}
      />
    </Box>
  )
}

/**
 * Where staff drop videos, or choose them with a button that works from the keyboard. Each
 * file is sent with tus and shows its progress; a sent file appears in the imports below.
 */
export function VideoUploader() {
  const translate = useTranslate()
  const refresh = useRefresh()
  const { uploads, send } = useVideoUploads(refresh)
  const [dragging, setDragging] = useState(false)
  const inputId = useId()
  const hintId = useId()

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    send([...event.dataTransfer.files])
  }

  return (
    <Box
      component="section"
      aria-labelledby={`${inputId}-title`}
      onDragOver={(event: DragEvent) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        mt: 2,
        mb: 2,
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        textAlign: 'center',
      }}
    >
      <Typography id={`${inputId}-title`} variant="h6" component="h2">
        {translate('vitrine.upload.title')}
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ mb: 2 }}>
        {translate('vitrine.upload.hint')}
      </Typography>
      <Button component="label" variant="contained" startIcon={<CloudUploadIcon />}>
        {translate('vitrine.upload.choose')}
        <input
          id={inputId}
          type="file"
          accept="video/*"
          multiple
          hidden
          aria-describedby={hintId}
          onChange={(event) => {
            send([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </Button>
      {uploads.length > 0 && (
        <Box component="ul" sx={{ p: 0, mt: 2, textAlign: 'left' }}>
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} />
          ))}
        </Box>
      )}
    </Box>
  )
}
