import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { CAPTION_LANGUAGES, languageName } from './caption-languages.ts'
import { FileButton } from '../ui/file-button.tsx'
import { useMediaChange } from './use-admin-media.ts'

/** Adds the captions of one language, or replaces them: a language, then a WebVTT file. */
export function CaptionUpload({ mediaUid }: { mediaUid: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [lang, setLang] = useState('fr')
  const upload = useMediaChange(
    mediaUid,
    (input: { lang: string; file: File }) => ({
      path: `captions/${input.lang}/`,
      method: 'PUT',
      file: input.file,
    }),
    (input) =>
      translate('vitrine.media.captionsSaved', { language: languageName(input.lang, locale) }),
  )
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={translate('vitrine.media.language')}
        value={lang}
        onChange={(event) => setLang(event.target.value)}
        sx={{ width: 220 }}
      >
        {CAPTION_LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {languageName(code, locale)}
          </MenuItem>
        ))}
      </TextField>
      <FileButton
        label={translate('vitrine.media.addCaptions')}
        accept=".vtt,text/vtt"
        disabled={upload.isPending}
        onFile={(file) => upload.mutate({ lang, file })}
      />
    </Box>
  )
}
