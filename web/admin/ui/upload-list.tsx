import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useLocaleState, useTranslate } from 'react-admin'
import { isLanguage } from '../../i18n/languages.ts'
import { formatFileSize } from '../../ui/format-file-size.ts'
import type { FileUpload } from '../api/use-uploads.ts'

/** One file on its way: its name, size, a progress bar, where it stands and why it failed. */
function UploadRow({ upload }: { upload: FileUpload }) {
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
      {upload.error && (
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          {upload.error}
        </Typography>
      )}
    </Box>
  )
}

/** The files sent from this page, each with its progress; nothing until one is chosen. */
export function UploadList({ uploads }: { uploads: FileUpload[] }) {
  if (uploads.length === 0) return null
  return (
    <Box component="ul" sx={{ p: 0, mt: 2, mb: 0, textAlign: 'left' }}>
      {uploads.map((upload) => (
        <UploadRow key={upload.key} upload={upload} />
      ))}
    </Box>
  )
}
