import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import {
  useGetList,
  useLocaleState,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin'
import type { AdminPlan } from '../../../contract/schemas/admin-plans.ts'
import type { AdminCustomerSubscription } from '../../../contract/schemas/admin-subscriptions.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import {
  COMP_MONTHS_MAX,
  COMP_MONTHS_MIN,
  type SubscriptionCancelWhen,
} from '../../../contract/values/admin-subscriptions.ts'
import { monthsAfter } from '../../../contract/values/months-after.ts'
import { useMoney } from '../ui/use-money.ts'
import {
  useSubscriptionAction,
  useSwitchPreview,
  type SubscriptionAction,
} from './use-subscription-actions.ts'

type Dialogs = 'cancel' | 'comp' | 'switch' | null

const LIVE = ['active', 'trialing']

/** Whether the subscription still opens (or, paused, will open) its plan's items. */
function isOver(row: AdminCustomerSubscription, now: number): boolean {
  if (row.status === 'paused') return false
  if (row.status === 'past_due') return !row.grace_ends_at || Date.parse(row.grace_ends_at) <= now
  return !LIVE.includes(row.status) || Date.parse(row.current_period_end) <= now
}

/** What a dialog of a subscription's actions is given by the row's buttons. */
interface DialogProps {
  row: AdminCustomerSubscription
  pending: boolean
  onClose: () => void
  act: (action: SubscriptionAction) => void
}

/** A text of the customer page's subscription section, `key` under its messages. */
function useSubscriptionText() {
  const translate = useTranslate()
  return (key: string, options: Record<string, unknown> = {}) =>
    translate(`vitrine.customer.subscription.${key}`, options)
}

/** A date in the back office's language, as the customer page writes its dates. */
function useDay() {
  const [locale] = useLocaleState()
  return (iso: string) =>
    new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' })
}

/** The subscription's state in words: statuses are never shown as the provider's codes. */
export function SubscriptionStatus() {
  const translate = useTranslate()
  const row = useRecordContext<AdminCustomerSubscription>()
  const [drawnAt] = useState(Date.now)
  if (!row) return null
  const ended = isOver(row, drawnAt) && row.status !== 'canceled'
  const status = ended ? 'ended' : row.status
  return <>{translate(`vitrine.customer.subscription.status.${status}`, { _: status })}</>
}

/** A failed renewal: when it failed, what it asked, and until when access lasts meanwhile. */
export function FailedRenewal() {
  const translate = useTranslate()
  const formatMoney = useMoney()
  const day = useDay()
  const row = useRecordContext<AdminCustomerSubscription>()
  const [drawnAt] = useState(Date.now)
  if (!row) return null
  if (!row.past_due_since) return <>—</>
  const retrying = row.grace_ends_at !== null && Date.parse(row.grace_ends_at) > drawnAt
  return (
    <>
      {translate(
        retrying
          ? 'vitrine.customer.subscription.failedRetrying'
          : 'vitrine.customer.subscription.failedOver',
        {
          date: day(row.past_due_since),
          amount: formatMoney(row.plan_amount, row.currency as Currency),
          grace: row.grace_ends_at ? day(row.grace_ends_at) : '—',
        },
      )}
    </>
  )
}

function ActionDialog(props: {
  open: boolean
  title: string
  confirm: string
  disabled: boolean
  danger?: boolean
  onClose: () => void
  onConfirm: () => void
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <ActionButtons {...props} />
      </DialogActions>
    </Dialog>
  )
}

function ActionButtons(props: {
  confirm: string
  disabled: boolean
  danger?: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const translate = useTranslate()
  return (
    <>
      <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
      <Button
        variant="contained"
        color={props.danger ? 'error' : 'primary'}
        disabled={props.disabled}
        onClick={props.onConfirm}
      >
        {props.confirm}
      </Button>
    </>
  )
}

function CancelDialog(props: DialogProps) {
  const { row } = props
  const day = useDay()
  // A paused subscription, or one already ending, can only stop now.
  const onlyNow = row.status === 'paused' || row.canceled_at !== null
  const [when, setWhen] = useState<SubscriptionCancelWhen>(onlyNow ? 'now' : 'period_end')
  const text = useSubscriptionText()
  const t = (key: string) => text(key, { plan: row.plan_name, date: day(row.current_period_end) })
  return (
    <ActionDialog
      open
      title={t('cancelTitle')}
      confirm={t(when === 'now' ? 'cancelNow' : 'cancelAtEnd')}
      danger
      disabled={props.pending}
      onClose={props.onClose}
      onConfirm={() => props.act({ action: 'cancel', when })}
    >
      <RadioGroup
        value={when}
        onChange={(event) => setWhen(event.target.value as SubscriptionCancelWhen)}
        aria-label={t('cancelWhen')}
      >
        <FormControlLabel
          value="period_end"
          disabled={onlyNow}
          control={<Radio />}
          label={t('whenPeriodEnd')}
          sx={{ mb: 1 }}
        />
        <FormControlLabel value="now" control={<Radio />} label={t('whenNow')} />
      </RadioGroup>
    </ActionDialog>
  )
}

function CompDialog(props: DialogProps) {
  const { row } = props
  const day = useDay()
  const [months, setMonths] = useState('1')
  const count = Number(months)
  const valid = Number.isInteger(count) && count >= COMP_MONTHS_MIN && count <= COMP_MONTHS_MAX
  const t = useSubscriptionText()
  return (
    <ActionDialog
      open
      title={t('compTitle', { plan: row.plan_name })}
      confirm={t('comp')}
      disabled={props.pending || !valid}
      onClose={props.onClose}
      onConfirm={() => props.act({ action: 'comp', months: count })}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('compHelp')}</DialogContentText>
      <TextField
        type="number"
        label={t('months')}
        value={months}
        onChange={(event) => setMonths(event.target.value)}
        error={!valid}
        helperText={
          valid
            ? t('compUntil', { date: day(monthsAfter(new Date(row.current_period_end), count)) })
            : t('monthsRange', { min: COMP_MONTHS_MIN, max: COMP_MONTHS_MAX })
        }
        slotProps={{ htmlInput: { min: COMP_MONTHS_MIN, max: COMP_MONTHS_MAX, step: 1 } }}
      />
    </ActionDialog>
  )
}

/** The proration the server previewed: credit, charge, and what is due or owed. */
function SwitchFigures(props: {
  row: AdminCustomerSubscription
  preview: ReturnType<typeof useSwitchPreview>
}) {
  const formatMoney = useMoney()
  const day = useDay()
  const { preview } = props
  const t = useSubscriptionText()
  if (preview.isError) return <Typography color="error">{preview.error.message}</Typography>
  if (!preview.data) return <Typography>{t('previewLoading')}</Typography>
  const figures = preview.data
  const money = (amount: number) => formatMoney(amount, figures.currency as Currency)
  return (
    <Box component="dl" aria-label={t('previewTitle')} sx={{ m: 0, '& dd': { m: 0, mb: 1 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t('previewCredit', { plan: props.row.plan_name })}
      </Typography>
      <Typography component="dd">− {money(figures.credit)}</Typography>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t('previewCharge', { plan: figures.plan_name, date: day(figures.current_period_end) })}
      </Typography>
      <Typography component="dd">{money(figures.charge)}</Typography>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t(figures.amount < 0 ? 'previewOwed' : 'previewDue')}
      </Typography>
      <Typography component="dd" variant="h6" data-testid="switch-amount">
        {money(Math.abs(figures.amount))}
      </Typography>
    </Box>
  )
}

function SwitchDialog(props: DialogProps & { customerUid: string }) {
  const { row } = props
  const formatMoney = useMoney()
  const [planUid, setPlanUid] = useState('')
  const preview = useSwitchPreview(props.customerUid, row.uid, planUid)
  // The switch is prorated as of the preview shown, so it charges what the staff read.
  const prorationDate = planUid && preview.data ? preview.data.proration_date : null
  const plans = useGetList<AdminPlan & { id: string }>('plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const choices = (plans.data ?? []).filter(
    (plan) => plan.uid !== row.plan_uid && plan.interval === row.plan_interval,
  )
  const t = useSubscriptionText()
  return (
    <ActionDialog
      open
      title={t('switchTitle', { plan: row.plan_name })}
      confirm={t('switchConfirm')}
      disabled={props.pending || !planUid || !prorationDate}
      onClose={props.onClose}
      onConfirm={() =>
        prorationDate &&
        props.act({ action: 'switch', plan_uid: planUid, proration_date: prorationDate })
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{t('switchHelp')}</DialogContentText>
      <TextField
        select
        fullWidth
        label={t('newPlan')}
        value={planUid}
        onChange={(event) => setPlanUid(event.target.value)}
        helperText={choices.length === 0 && !plans.isPending ? t('noOtherPlan') : ' '}
        sx={{ mb: 2 }}
      >
        {choices.map((plan) => (
          <MenuItem key={plan.uid} value={plan.uid}>
            {`${plan.name} — ${formatMoney(plan.amount, row.currency as Currency)}`}
          </MenuItem>
        ))}
      </TextField>
      {planUid && <SwitchFigures row={row} preview={preview} />}
    </ActionDialog>
  )
}

/**
 * What staff may do to one of the customer's subscriptions (a cell of the page's list of them) that is not over: switch its plan,
 * give free months, cancel it (at period end or now), or undo a cancellation at period end.
 */
export function SubscriptionActions() {
  const t = useSubscriptionText()
  const row = useRecordContext<AdminCustomerSubscription>()
  // The row's record is the subscription; the page's, the customer.
  const customerUid = String(useShowContext().record?.id ?? '')
  const [open, setOpen] = useState<Dialogs>(null)
  const action = useSubscriptionAction(customerUid, row?.uid ?? '', () => setOpen(null))
  const [drawnAt] = useState(Date.now)
  if (!row || isOver(row, drawnAt)) return null
  const renewing = LIVE.includes(row.status) && row.canceled_at === null
  const named = (key: string) => t(`${key}For`, { plan: row.plan_name })
  const dialog = {
    row,
    pending: action.isPending,
    onClose: () => setOpen(null),
    act: action.mutate,
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {renewing && (
        <>
          <Button size="small" aria-label={named('switch')} onClick={() => setOpen('switch')}>
            {t('switch')}
          </Button>
          <Button size="small" aria-label={named('comp')} onClick={() => setOpen('comp')}>
            {t('comp')}
          </Button>
        </>
      )}
      {row.canceled_at !== null && row.status !== 'paused' && (
        <Button
          size="small"
          aria-label={named('resume')}
          disabled={action.isPending}
          onClick={() => action.mutate({ action: 'resume' })}
        >
          {t('resume')}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        aria-label={named('cancel')}
        onClick={() => setOpen('cancel')}
      >
        {t('cancel')}
      </Button>
      {open === 'cancel' && <CancelDialog {...dialog} />}
      {open === 'comp' && <CompDialog {...dialog} />}
      {open === 'switch' && <SwitchDialog {...dialog} customerUid={customerUid} />}
    </Box>
  )
}
