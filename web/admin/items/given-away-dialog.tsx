import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useId } from 'react'
import { useSaveContext, useTranslate } from 'react-admin'
import type { GivenAwayRefusal } from './use-given-away.ts'

/** What staff may do instead of giving the medias away, offered beside the confirmation. */
export interface GivenAwayInstead {
  label: string
  /** Runs instead; `resend` sends the refused body again with these fields changed. */
  run: (resend: (fields: Record<string, unknown>) => void) => void
}

interface GivenAwayDialogProps {
  refusal: GivenAwayRefusal | null
  open: boolean
  onClose: () => void
  /** Whether the staff member may give medias away (the `catalogue.prices` permission). */
  mayConfirm: boolean
  /** The text that explains the choice on this screen. */
  choice: string
  instead: GivenAwayInstead | null
}

/**
 * Asks staff whether a playlist should give away the closed medias it holds, naming each with
 * what would happen to it: confirm (the body sent again with `confirm_medias_given_away`), or
 * do what the screen offers instead. Staff who may not price see why, and go back to the form.
 * Rendered inside a Create or Edit, whose save it calls.
 */
export function GivenAwayDialog({
  refusal,
  open,
  onClose,
  mayConfirm,
  choice,
  instead,
}: GivenAwayDialogProps) {
  const translate = useTranslate()
  const titleId = useId()
  const { save, saving } = useSaveContext()
  const resend = (fields: Record<string, unknown>) => {
    const body = { ...refusal?.sent, ...fields }
    onClose()
    void save?.(body, { transform: () => body })
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{translate('vitrine.playlist.givenAway.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('vitrine.playlist.givenAway.intro')}</DialogContentText>
        <List dense>
          {refusal?.medias.map((media) => (
            <ListItem key={media.uid} disableGutters>
              <ListItemText
                primary={media.name}
                secondary={translate('vitrine.playlist.givenAway.what', {
                  kept: translate(`vitrine.playlist.givenAway.keptFor.${media.kept_for}`),
                  opened: translate(`vitrine.playlist.givenAway.openedTo.${media.opened_to}`),
                })}
              />
            </ListItem>
          ))}
        </List>
        <DialogContentText>
          {mayConfirm ? choice : translate('vitrine.playlist.givenAway.notAllowed')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('vitrine.playlist.givenAway.back')}</Button>
        {instead && (
          <Button onClick={() => instead.run(resend)} disabled={saving}>
            {instead.label}
          </Button>
        )}
        {mayConfirm && (
          <Button
            variant="contained"
            onClick={() => resend({ confirm_medias_given_away: true })}
            disabled={saving}
          >
            {translate('vitrine.playlist.givenAway.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
