import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'

interface ConfirmDialogProps {
  open: boolean
  title: string
  text: string
  confirm: string
  cancel: string
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before something that loses work: deleting a block, leaving unsaved changes, clearing a history. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {props.cancel}
        </Button>
        <Button onClick={props.onConfirm} color="error">
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
