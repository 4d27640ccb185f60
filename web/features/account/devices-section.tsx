import { dateLocale } from '../../../contract/values/date-locale.ts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AccountSession } from '../../../contract/schemas/account.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { deleteSession } from './delete-session.ts'
import { deviceLabel } from './device-label.ts'
import { SESSIONS_KEY, useSessions } from './get-sessions.ts'
import { postSignOutOthers } from './post-sign-out-others.ts'
import { failureOf } from './server-failure.ts'

function useDate() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  return (iso: string) => format.format(new Date(iso))
}

function DeviceRow(props: { session: AccountSession; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation()
  const date = useDate()
  const { session } = props
  const label = deviceLabel(session, t)
  const since = date(session.created_at)
  const details = [t('account.devices.since', { date: since })]
  if (session.last_used_at) {
    details.push(t('account.devices.lastUsed', { date: date(session.last_used_at) }))
  }
  return (
    <ListItem
      divider
      secondaryAction={
        session.current ? (
          <Chip label={t('account.devices.current')} color="primary" size="small" />
        ) : (
          <Button
            onClick={props.onSignOut}
            disabled={props.busy}
            aria-label={t('account.devices.signOutLabel', { device: label, date: since })}
          >
            {t('account.devices.signOut')}
          </Button>
        )
      }
    >
      <ListItemText primary={label} secondary={details.join(' · ')} sx={{ pr: 14 }} />
    </ListItem>
  )
}

/** The devices signed in to the account, each signed out on its own, or all but this one. */
export function DevicesSection() {
  const { t } = useTranslation()
  const token = useSession((state) => state.token)
  const sessions = useSessions(token)
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null)

  async function act(call: () => Promise<unknown>, done: string) {
    setBusy(true)
    setSaid(null)
    try {
      await call()
      setSaid({ ok: true, message: done })
    } catch (error) {
      setSaid({ ok: false, message: failureOf(error, t).message })
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })
    }
  }

  const others = (sessions.data ?? []).filter((session) => !session.current)
  return (
    <LabelledSection title={t('account.devices.title')} sx={{ mb: 4 }}>
      {said && (
        <Alert severity={said.ok ? 'success' : 'error'} role={said.ok ? 'status' : 'alert'}>
          {said.message}
        </Alert>
      )}
      {sessions.isPending ? (
        <Skeleton variant="rectangular" height={72} sx={{ maxWidth: 720 }} />
      ) : sessions.isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : (
        <List sx={{ maxWidth: 720 }}>
          {sessions.data.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              busy={busy}
              onSignOut={() =>
                void act(() => deleteSession(session.id), t('account.devices.signedOut'))
              }
            />
          ))}
        </List>
      )}
      {others.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void act(postSignOutOthers, t('account.devices.othersSignedOut'))}
          >
            {t('account.devices.signOutOthers')}
          </Button>
        </Box>
      )}
    </LabelledSection>
  )
}
