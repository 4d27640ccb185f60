import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import type { WinbackOffer } from '../../../contract/schemas/billing.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import '../../i18n/my-stuff/texts.ts'

/** The pause buttons' words, by the months they pause for. */
const PAUSE_WORDS = [
  'myStuff.pause.month1',
  'myStuff.pause.month2',
  'myStuff.pause.month3',
] as const

interface CancelDialogProps {
  open: boolean
  plan: string
  /** The end of access once cancelled, as words. */
  date: string
  /** The most months the site lets the subscriber pause for instead; 0 offers no pause. */
  pauseMonths: number
  /** The discount offered to stay, as words ("25 %"), and for how many renewals; null: none. */
  winback: { off: string; offer: WinbackOffer } | null
  onCancelSubscription: () => void
  onWinback: () => void
  onPause: (months: number) => void
  onKeep: () => void
}

/**
 * Asks before cancelling; when the site offers them, a discount on the next renewals to stay
 * (the win-back offer), and a pause of 1 to `pauseMonths` months (nothing charged, no access, it
 * resumes by itself), each a button of its own.
 */
export function CancelDialog(props: CancelDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const textId = useId()
  const months = PAUSE_WORDS.slice(0, props.pauseMonths)
  return (
    <Dialog
      open={props.open}
      onClose={props.onKeep}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>
        {t('myStuff.renewal.cancelTitle', { plan: props.plan })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('myStuff.renewal.cancelText', { date: props.date })}
        </DialogContentText>
        {props.winback && (
          <>
            <DialogContentText sx={{ mt: 2, mb: 1 }}>
              {t('myStuff.winback.offer', {
                off: props.winback.off,
                count: props.winback.offer.months,
              })}
            </DialogContentText>
            <Button variant="contained" onClick={props.onWinback}>
              {t('myStuff.winback.accept', { off: props.winback.off })}
            </Button>
          </>
        )}
        {months.length > 0 && (
          <>
            <DialogContentText sx={{ mt: 2, mb: 1 }}>{t('myStuff.pause.offer')}</DialogContentText>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {months.map((words, index) => (
                <Button key={words} variant="contained" onClick={() => props.onPause(index + 1)}>
                  {t(words)}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onKeep} autoFocus>
          {t('myStuff.renewal.keep')}
        </Button>
        <Button onClick={props.onCancelSubscription} color="error">
          {t('myStuff.renewal.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
