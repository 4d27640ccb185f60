import Box from '@mui/material/Box'
import { useMutation } from '@tanstack/react-query'
import { TextInput, useNotify, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import type { ImageUploadAnswer } from '../../../contract/schemas/admin.ts'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import { FileButton } from '../ui/file-button.tsx'

const SOURCE = 'appearance.logo'

/** POST /images/, as the editor drawer sends its pictures: where the storefront finds it. */
async function uploadPicture(file: File): Promise<string> {
  const form = new FormData()
  form.append(FILE_FIELD, file)
  const response = await staffFetch('/images/', { method: 'POST', body: form })
  return ((await response.json()) as ImageUploadAnswer).url
}

/**
 * The logo's address, typed, or filled in by sending a picture (JPEG or PNG): the picture is
 * stored at once, the address saved with the form.
 */
export function LogoInput() {
  const translate = useTranslate()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const { setValue } = useFormContext()
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (url) => {
      setValue(SOURCE, url, { shouldDirty: true, shouldTouch: true })
      notify('vitrine.settings.logoUploaded', { type: 'info' })
    },
    onError: notifyFailure,
  })
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextInput
        source={SOURCE}
        label="vitrine.settings.logo"
        helperText="vitrine.settings.logoHelp"
        sx={{ minWidth: 320 }}
      />
      <FileButton
        label={translate('vitrine.settings.uploadLogo')}
        accept="image/jpeg,image/png"
        disabled={upload.isPending}
        onFile={(file) => upload.mutate(file)}
      />
    </Box>
  )
}
