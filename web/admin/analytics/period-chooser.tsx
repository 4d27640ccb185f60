import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { lastDays, type Period } from './period.ts'

const PRESETS = [
  ['last7', 7],
  ['last30', 30],
  ['last365', 365],
] as const

/** The period's first and last days, typed or picked, and the usual periods in one click. */
export function PeriodChooser(props: { period: Period; onChange: (period: Period) => void }) {
  const translate = useTranslate()
  const { period, onChange } = props
  const day = (field: keyof Period) => (
    <TextField
      type="date"
      size="small"
      label={translate(`vitrine.analytics.${field}`)}
      value={period[field]}
      onChange={(event) => {
        if (event.target.value) onChange({ ...period, [field]: event.target.value })
      }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" gap={1.5}>
      {day('from')}
      {day('to')}
      {PRESETS.map(([name, days]) => (
        <Button key={name} size="small" variant="outlined" onClick={() => onChange(lastDays(days))}>
          {translate(`vitrine.analytics.${name}`)}
        </Button>
      ))}
    </Stack>
  )
}
