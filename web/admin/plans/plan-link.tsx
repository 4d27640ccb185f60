import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useNotify, useRecordContext, useTranslate } from 'react-admin'
import type { AdminPlan } from '../../../contract/schemas/admin-plans.ts'
import { planLinkPath } from '../../../contract/values/plan-link.ts'
import type { AdminRecord } from '../record.ts'

/**
 * The address that offers the plan on the storefront, to copy and share: the only way in to a
 * private plan. The back office runs on the website's own address, so the link starts with it.
 */
export function PlanLink() {
  const translate = useTranslate()
  const notify = useNotify()
  const headingId = useId()
  const plan = useRecordContext<AdminRecord<AdminPlan>>()
  if (!plan) return null
  const link = `${window.location.origin}${planLinkPath(plan.uid)}`
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => notify('vitrine.plan.link.copied', { type: 'success' }),
      () => notify('vitrine.plan.link.copyFailed', { type: 'error' }),
    )
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.plan.link.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('vitrine.plan.link.help')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          value={link}
          label={translate('vitrine.plan.link.address')}
          size="small"
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
          sx={{ flexGrow: 1, minWidth: 280 }}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('vitrine.plan.link.copy')}
        </Button>
      </Box>
    </Box>
  )
}
