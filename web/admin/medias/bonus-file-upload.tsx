import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import { BONUS_NAME_MAX_LENGTH } from '../../../contract/values/admin-media-imports.ts'
import { UploadList } from '../ui/upload-list.tsx'
import { FileButton } from '../ui/file-button.tsx'
import { useMediaUploads } from './use-media-uploads.ts'

/**
 * Adds a bonus file of any kind: the name it is shown with (its file name when left empty), then
 * the file, sent with tus; its progress shows below until the server has it.
 */
export function BonusFileUpload({ mediaUid }: { mediaUid: string }) {
  const translate = useTranslate()
  const [name, setName] = useState('')
  const { uploads, send } = useMediaUploads(mediaUid, 'bonus')
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate('vitrine.media.bonusName')}
          helperText={translate('vitrine.media.bonusNameHelp')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: BONUS_NAME_MAX_LENGTH } }}
          sx={{ width: 320 }}
        />
        <Box sx={{ pt: 0.5 }}>
          <FileButton
            label={translate('vitrine.media.addBonusFile')}
            onFile={(file) => {
              send(file, name)
              setName('')
            }}
          />
        </Box>
      </Box>
      <UploadList uploads={uploads} />
    </Box>
  )
}
