import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useNotify, useTranslate } from 'react-admin'

/** A value to copy (a link, a secret): read-only, selected on focus, with a copy button. */
export function CopyField(props: { value: string; label: string; copy: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const copy = () =>
    navigator.clipboard.writeText(props.value).then(
      () => notify('vitrine.copy.copied', { type: 'success' }),
      () => notify('vitrine.copy.failed', { type: 'error' }),
    )
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        value={props.value}
        label={translate(props.label)}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        onFocus={(event) => event.target.select()}
        sx={{ flexGrow: 1, minWidth: 240 }}
      />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {translate(props.copy)}
      </Button>
    </Box>
  )
}
