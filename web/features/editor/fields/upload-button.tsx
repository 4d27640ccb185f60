import UploadIcon from '@mui/icons-material/Upload'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import { useMutation } from '@tanstack/react-query'
import { useState, type ChangeEvent } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { UPLOADABLE_IMAGE_TYPES, uploadImage } from '../../../api/admin-upload-image.ts'
import { VISUALLY_HIDDEN } from '../../../ui/visually-hidden.ts'

const uploadable: readonly string[] = UPLOADABLE_IMAGE_TYPES

/**
 * Picks a JPEG or PNG picture (spec §5) and uploads it; `onUploaded` gets its address. What
 * looks like a button is the file input's label: a click on it opens the file chooser, and the
 * input itself takes the focus (one tab stop, not a control inside another) and opens it with
 * Enter or Space, the label showing the focus ring.
 */
export function UploadButton({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (answer) => onUploaded(answer.url),
    onError: (error) => setProblem(t('editor.image.uploadFailed', { message: error.message })),
  })

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!uploadable.includes(file.type)) {
      setProblem(t('editor.image.wrongType'))
      return
    }
    setProblem(null)
    upload.mutate(file)
  }

  return (
    <div>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={upload.isPending}
        sx={{ '&:has(input:focus-visible)': { outline: 2, outlineOffset: 2 } }}
      >
        {upload.isPending ? t('editor.image.uploading') : t('editor.image.upload')}
        <input
          type="file"
          accept={UPLOADABLE_IMAGE_TYPES.join(',')}
          onChange={choose}
          style={VISUALLY_HIDDEN}
        />
      </Button>
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
    </div>
  )
}
