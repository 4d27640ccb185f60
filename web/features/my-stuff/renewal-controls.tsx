import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import type { SubscriptionChange } from '../../../contract/values/subscriptions.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { accessEnd } from './access-end.ts'
import { CancelDialog } from './cancel-dialog.tsx'
import { useLongDate } from './long-date.ts'
import {
  usePauseChange,
  useSubscriptionChange,
  useWinbackAcceptance,
} from './post-subscription-change.ts'
import { useWinbackWords } from './winback-words.ts'
import '../../i18n/my-stuff/texts.ts'

/**
 * Cancel at the period's end (after saying access lasts until then, and offering a discount to
 * stay or a pause when the site does), resume one subscription, or end its pause now, then say how it went. One button whose words change, never two: the same element keeps the
 * keyboard focus, also when the dialog hands it back, and it is never disabled for that reason
 * (a disabled button drops the focus) — a click while the change runs is ignored instead.
 */
export function RenewalControls({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const longDate = useLongDate()
  const change = useSubscriptionChange()
  const pause = usePauseChange()
  const winback = useWinbackAcceptance()
  const winbackWords = useWinbackWords()
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
          const date = longDate(accessEnd(changed))
          const key = what === 'cancel' ? 'myStuff.renewal.canceled' : 'myStuff.renewal.resumed'
          setSaid({ ok: true, message: t(key, { plan, date }) })
        },
        onError: () => setSaid({ ok: false, message: t('myStuff.renewal.failed') }),
      },
    )
  }

  /** Pauses for `months`, or ends the pause now (null). */
  function runPause(months: number | null) {
    setConfirming(false)
    setSaid(null)
    pause.mutate(
      { uid: subscription.uid, months },
      {
        onSuccess: (changed) => {
          const message =
            months === null
              ? t('myStuff.pause.ended', { plan, date: longDate(changed.current_period_end) })
              : t('myStuff.pause.paused', {
                  plan,
                  date: longDate(changed.pause_resumes_at ?? changed.current_period_end),
                })
          setSaid({ ok: true, message })
        },
        onError: () => setSaid({ ok: false, message: t('myStuff.renewal.failed') }),
      },
    )
  }

  const offer = subscription.winback_offer
  const stay = offer && { off: winbackWords(offer), offer }

  /** Takes the win-back offer: the subscription goes on, its next renewals discounted. */
  function runWinback() {
    setConfirming(false)
    setSaid(null)
    if (!stay) return
    winback.mutate(subscription.uid, {
      onSuccess: (kept) => {
        const date = longDate(kept.current_period_end)
        const words = { plan, date, off: stay.off, count: stay.offer.months }
        setSaid({ ok: true, message: t('myStuff.winback.accepted', words) })
      },
      onError: () => setSaid({ ok: false, message: t('myStuff.renewal.failed') }),
    })
  }

  const { canceled } = subscription
  const paused = subscription.status === 'paused'
  const pending = change.isPending || pause.isPending || winback.isPending
  const onClick = () => {
    if (pending) return
    if (paused) runPause(null)
    else if (canceled) run('resume')
    else setConfirming(true)
  }
  let label = t('myStuff.renewal.cancelLabel', { plan })
  let words = t('myStuff.renewal.cancel')
  if (paused) {
    label = t('myStuff.pause.endLabel', { plan })
    words = t('myStuff.pause.end')
  } else if (canceled) {
    label = t('myStuff.renewal.resumeLabel', { plan })
    words = t('myStuff.renewal.resume')
  }
  const pauseMonths = subscription.status === 'active' ? subscription.pause_months_max : 0
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
        color={canceled || paused ? 'primary' : 'inherit'}
        onClick={onClick}
        aria-disabled={pending}
        aria-label={label}
      >
        {words}
      </Button>
      <CancelDialog
        open={confirming}
        plan={plan}
        date={longDate(accessEnd(subscription))}
        pauseMonths={pauseMonths}
        winback={stay}
        onCancelSubscription={() => run('cancel')}
        onWinback={runWinback}
        onPause={runPause}
        onKeep={() => setConfirming(false)}
      />
    </Box>
  )
}
