import Box from '@mui/material/Box'
import { useMutation } from '@tanstack/react-query'
import {
  TextInput,
  useNotify,
  useTranslate,
  useWrappedSource,
  type TextInputProps,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import type { ImageUploadAnswer } from '../../../contract/schemas/admin.ts'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import { FileButton } from '../ui/file-button.tsx'

/** POST /images/, as the editor drawer sends its pictures: where the storefront finds it. */
async function uploadPicture(file: File): Promise<string> {
  const form = new FormData()
  form.append(FILE_FIELD, file)
  const response = await staffFetch('/images/', { method: 'POST', body: form })
  return ((await response.json()) as ImageUploadAnswer).url
}

/**
 * A picture's address, typed, or filled in by sending a picture (JPEG or PNG): the picture is
 * stored at once, the address saved with the form. Inside a list input too (a partner page's
 * pictures), where `source` is the row's own field.
 */
export function PictureInput(
  props: Omit<TextInputProps, 'source'> & {
    source: string
    /** The upload button's text, and what the notification says once the picture is sent. */
    uploadLabel: string
    uploaded: string
  },
) {
  const { source, uploadLabel, uploaded, ...input } = props
  const translate = useTranslate()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const { setValue } = useFormContext()
  const path = useWrappedSource(source)
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (url) => {
      setValue(path, url, { shouldDirty: true, shouldTouch: true })
      notify(uploaded, { type: 'info' })
    },
    onError: notifyFailure,
  })
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextInput source={source} sx={{ minWidth: 320 }} {...input} />
      <FileButton
        label={translate(uploadLabel)}
        accept="image/jpeg,image/png"
        disabled={upload.isPending}
        onFile={(file) => upload.mutate(file)}
      />
    </Box>
  )
}
