import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { SelectField, useRecordContext, type RaRecord } from 'react-admin'

/** A row of work a background job does: an import, an export. */
interface WorkRow {
  status: 'queued' | 'running' | 'done' | 'failed'
  /** From 0 to 1 while it runs. */
  progress: number
  error: string | null
}

/** While any row waits or runs, its list asks again this often. */
const REFRESH_MS = 2000

/**
 * A list's `refetchInterval` (react-admin's `queryOptions`): asks again while anything waits or
 * runs, so progress and failures show as they come, and stops once all is finished.
 */
export function refetchWhileBusy(query: {
  state: { data?: { data?: RaRecord[] } }
}): number | false {
  const busy = (query.state.data?.data as WorkRow[] | undefined)?.some(
    (row) => row.status === 'queued' || row.status === 'running',
  )
  return busy ? REFRESH_MS : false
}

/** The row's status, a progress bar named `progressLabel` while it runs, and why it failed. */
export function WorkState(props: {
  choices: { id: string; name: string }[]
  progressLabel: string
}) {
  const row = useRecordContext<WorkRow>()
  if (!row) return null
  return (
    <Box sx={{ minWidth: 160 }}>
      <SelectField source="status" choices={props.choices} />
      {row.status === 'running' && (
        <LinearProgress
          variant="determinate"
          value={Math.round(row.progress * 100)}
          aria-label={props.progressLabel}
        />
      )}
      {row.error && (
        <Box component="p" sx={{ m: 0, color: 'error.dark', fontSize: '0.875rem' }}>
          {row.error}
        </Box>
      )}
    </Box>
  )
}
