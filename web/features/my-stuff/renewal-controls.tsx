import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import type { SubscriptionChange } from '../../../contract/values/subscriptions.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useLongDate } from './long-date.ts'
import { useSubscriptionChange } from './post-subscription-change.ts'
import '../../i18n/my-stuff/texts.ts'

/**
 * Cancel at the period's end (after saying access lasts until then) or resume one subscription,
 * then say how it went. One button whose words change, never two: the same element keeps the
 * keyboard focus, also when the dialog hands it back, and it is never disabled for that reason
 * (a disabled button drops the focus) — a click while the change runs is ignored instead.
 */
export function RenewalControls({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const longDate = useLongDate()
  const change = useSubscriptionChange()
  const [confirming, setConfirming] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null)
  const plan = subscription.plan_name

  function run(what: SubscriptionChange) {
    setConfirming(false)
    setSaid(null)
    change.mutate(
      { uid: subscription.uid, change: what },
      {
        onSuccess: (changed) => {
          const date = longDate(changed.current_period_end)
          const key = what === 'cancel' ? 'myStuff.renewal.canceled' : 'myStuff.renewal.resumed'
          setSaid({ ok: true, message: t(key, { plan, date }) })
        },
        onError: () => setSaid({ ok: false, message: t('myStuff.renewal.failed') }),
      },
    )
  }

  const { canceled } = subscription
  const onClick = () => {
    if (change.isPending) return
    if (canceled) run('resume')
    else setConfirming(true)
  }
  return (
    <Box sx={{ mb: 1.5 }}>
      {/* Always present, so screen readers announce what appears in it. */}
      <Box role="status">
        {said?.ok && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {said.message}
          </Alert>
        )}
      </Box>
      {said && !said.ok && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {said.message}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="small"
        color={canceled ? 'primary' : 'inherit'}
        onClick={onClick}
        aria-disabled={change.isPending}
        aria-label={t(canceled ? 'myStuff.renewal.resumeLabel' : 'myStuff.renewal.cancelLabel', {
          plan,
        })}
      >
        {t(canceled ? 'myStuff.renewal.resume' : 'myStuff.renewal.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('myStuff.renewal.cancelTitle', { plan })}
        text={t('myStuff.renewal.cancelText', {
          date: longDate(subscription.current_period_end),
        })}
        confirm={t('myStuff.renewal.cancelConfirm')}
        cancel={t('myStuff.renewal.keep')}
        onConfirm={() => run('cancel')}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  )
}
