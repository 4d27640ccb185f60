import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import type { AdminLiveEvent } from '../../../contract/schemas/admin-live.ts'
import { useLiveAction } from './use-live-event.ts'

const MINUTE = 60

/** `2030-05-02T21:30` in the staff member's time zone, as a datetime-local input holds it. */
function localInput(iso: string): string {
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * MINUTE * 1000)
  return local.toISOString().slice(0, 16)
}

/** When the event starts, how long it should last, whether to keep its replay; fixed at the end. */
export function LiveSchedule({ event, editable }: { event: AdminLiveEvent; editable: boolean }) {
  const translate = useTranslate()
  const action = useLiveAction(event.uid)
  const [startsAt, setStartsAt] = useState(localInput(event.starts_at))
  const [minutes, setMinutes] = useState(String(Math.round(event.expected_duration / MINUTE)))
  const [keepReplay, setKeepReplay] = useState(event.keep_replay)
  const disabled = !editable || event.status === 'ended'
  const save = (submitted: FormEvent) => {
    submitted.preventDefault()
    action.mutate({
      kind: 'schedule',
      change: {
        starts_at: new Date(startsAt).toISOString(),
        expected_duration: Number(minutes) * MINUTE,
        keep_replay: keepReplay,
      },
    })
  }
  return (
    <Box
      component="form"
      onSubmit={save}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        type="datetime-local"
        label={translate('vitrine.live.startsAt')}
        value={startsAt}
        onChange={(change) => setStartsAt(change.target.value)}
        disabled={disabled}
        required
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="number"
        label={translate('vitrine.live.duration')}
        value={minutes}
        onChange={(change) => setMinutes(change.target.value)}
        disabled={disabled}
        required
        size="small"
        slotProps={{ htmlInput: { min: 1, max: 24 * 60, step: 1 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={keepReplay}
            onChange={(change) => setKeepReplay(change.target.checked)}
            disabled={disabled}
          />
        }
        label={translate('vitrine.live.keepReplay')}
      />
      {!disabled && (
        <Button type="submit" variant="outlined" loading={action.isPending}>
          {translate('vitrine.live.saveSchedule')}
        </Button>
      )}
    </Box>
  )
}
