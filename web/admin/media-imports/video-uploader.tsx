import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState, type DragEvent } from 'react'
import { useRefresh, useTranslate } from 'react-admin'
import { useUploads } from '../api/use-uploads.ts'
import { UploadList } from '../ui/upload-list.tsx'

/**
 * Where staff drop videos, or choose them with a button that works from the keyboard. Each
 * file is sent with tus and shows its progress; a sent file appears in the imports below.
 */
export function VideoUploader() {
  const translate = useTranslate()
  const refresh = useRefresh()
  const { uploads, send } = useUploads(refresh)
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
      <UploadList uploads={uploads} />
    </Box>
  )
}
