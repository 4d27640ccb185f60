import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useRecordContext, useTranslate } from 'react-admin'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import type { AdminRecord } from '../record.ts'

/** A record before and after a change, side by side, as the JSON the server stored. */
export function AuditChange() {
  const entry = useRecordContext<AdminRecord<AuditEntry>>()
  const translate = useTranslate()
  if (!entry) return null
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2 }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side} component="section" sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2">
            {translate(`resources.audit_log.fields.${side}`)}
          </Typography>
          <Box
            component="pre"
            tabIndex={0}
            sx={{
              m: 0,
              p: 1,
              maxHeight: 320,
              overflow: 'auto',
              bgcolor: 'action.hover',
              fontSize: 12,
            }}
          >
            {entry[side] === null
              ? translate('vitrine.noValue')
              : JSON.stringify(entry[side], null, 2)}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
