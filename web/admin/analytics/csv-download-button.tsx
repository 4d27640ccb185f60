import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { visuallyHidden } from '@mui/utils'
import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import type { AnalyticsTable } from '../../../contract/values/admin-analytics.ts'
import { downloadCsv } from './download-csv.ts'
import type { Period } from './period.ts'

/** "Download CSV" for one table of the dashboard; its name says which table to screen readers. */
export function CsvDownloadButton(props: { table: AnalyticsTable; period: Period; title: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadCsv(props.table, props.period)
    } catch {
      notify('vitrine.analytics.csv.failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {translate('vitrine.analytics.csv.download')}
      <span style={visuallyHidden}> ({props.title})</span>
    </Button>
  )
}
