import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Confirm, useNotify, useTranslate } from 'react-admin'
import { useLiveAction, useLiveIngest } from './use-live-event.ts'

/** One value to paste into OBS, read-only, with its copy button. */
function CopyField({
  label,
  copy,
  value,
  hidden = false,
}: {
  label: string
  copy: string
  value: string
  hidden?: boolean
}) {
  const notify = useNotify()
  const write = () =>
    navigator.clipboard.writeText(value).then(
      () => notify('vitrine.live.copied', { type: 'success' }),
      () => notify('vitrine.live.copyFailed', { type: 'error' }),
    )
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        value={value}
        label={label}
        size="small"
        type={hidden ? 'password' : 'text'}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        onFocus={(event) => event.target.select()}
        sx={{ flexGrow: 1, minWidth: 260 }}
      />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void write()}>
        {copy}
      </Button>
    </Box>
  )
}

/**
 * Where OBS publishes ("Server") and with what key ("Stream Key"), each with a copy button; a
 * new key, once confirmed. Only staff who may publish see the key (the server says so too).
 */
export function LiveIngest({
  eventUid,
  allowed,
  ended,
}: {
  eventUid: string
  allowed: boolean
  ended: boolean
}) {
  const translate = useTranslate()
  const ingest = useLiveIngest(eventUid, allowed)
  const action = useLiveAction(eventUid)
  const [shown, setShown] = useState(false)
  const [asking, setAsking] = useState(false)
  if (!allowed) {
    return <Typography variant="body2">{translate('vitrine.live.keyHidden')}</Typography>
  }
  if (!ingest.data) return null
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <CopyField
        label={translate('vitrine.live.server')}
        copy={translate('vitrine.live.copyServer')}
        value={ingest.data.rtmp_url}
      />
      <CopyField
        label={translate('vitrine.live.streamKey')}
        copy={translate('vitrine.live.copyKey')}
        value={ingest.data.stream_key}
        hidden={!shown}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('vitrine.live.keyHelp')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => setShown(!shown)} aria-pressed={shown}>
          {translate(shown ? 'vitrine.live.hideKey' : 'vitrine.live.showKey')}
        </Button>
        {!ended && (
          <Button color="warning" onClick={() => setAsking(true)}>
            {translate('vitrine.live.regenerate')}
          </Button>
        )}
      </Box>
      <Confirm
        isOpen={asking}
        confirmColor="warning"
        loading={action.isPending}
        title="vitrine.live.regenerateTitle"
        content="vitrine.live.regenerateContent"
        confirm="vitrine.live.regenerate"
        onConfirm={() =>
          action.mutate({ kind: 'regenerate' }, { onSettled: () => setAsking(false) })
        }
        onClose={() => setAsking(false)}
      />
    </Box>
  )
}
