import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { useTranslate } from 'react-admin'
import type { AdminOnDemandRequest } from '../../../contract/schemas/admin-ondemand.ts'
import {
  ONDEMAND_MESSAGE_MAX_LENGTH,
  type OnDemandDecision,
} from '../../../contract/values/admin-ondemand.ts'
import { useDecide } from './use-decide.ts'

interface DecisionDialogProps {
  request: AdminOnDemandRequest
  decision: OnDemandDecision
  onClose: () => void
}

/** Confirms a decision, with a message for the requester that the mail carries. */
export function DecisionDialog({ request, decision, onClose }: DecisionDialogProps) {
  const translate = useTranslate()
  const titleId = useId()
  const [message, setMessage] = useState('')
  const decide = useDecide(request, onClose)
  const { first_name, last_name, email } = request.requester
  const who = [first_name, last_name].filter(Boolean).join(' ') || email
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(`vitrine.ondemand.dialog.title.${decision}`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(`vitrine.ondemand.dialog.summary.${decision}`, {
            who,
            email,
            item: request.item_name,
          })}
        </DialogContentText>
        <TextField
          label={translate('vitrine.ondemand.dialog.message')}
          helperText={translate('vitrine.ondemand.dialog.messageHelp')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ONDEMAND_MESSAGE_MAX_LENGTH } }}
          multiline
          minRows={3}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decide.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={decision === 'accepted' ? 'primary' : 'error'}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision, message })}
        >
          {translate(`vitrine.ondemand.${decision === 'accepted' ? 'accept' : 'reject'}`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
