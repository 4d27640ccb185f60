import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import type { AdminOnDemandRequest } from '../../../contract/schemas/admin-ondemand.ts'
import type { OnDemandDecision } from '../../../contract/values/admin-ondemand.ts'
import { DecisionDialog } from './decision-dialog.tsx'

/** A pending request's two answers, each confirmed in a dialog; nothing once it is answered. */
export function DecisionButtons() {
  const translate = useTranslate()
  const request = useRecordContext<AdminOnDemandRequest>()
  const [deciding, setDeciding] = useState<OnDemandDecision | null>(null)
  if (request?.status !== 'pending') return null
  const about = { item: request.item_name, email: request.requester.email }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<CheckIcon />}
        aria-label={translate('vitrine.ondemand.acceptFor', about)}
        onClick={() => setDeciding('accepted')}
      >
        {translate('vitrine.ondemand.accept')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        aria-label={translate('vitrine.ondemand.rejectFor', about)}
        onClick={() => setDeciding('rejected')}
      >
        {translate('vitrine.ondemand.reject')}
      </Button>
      {deciding && (
        <DecisionDialog request={request} decision={deciding} onClose={() => setDeciding(null)} />
      )}
    </Box>
  )
}
