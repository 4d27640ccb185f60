import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import type { AuditResource } from '../../../contract/values/admin-audit-log.ts'
import { dateLocale } from '../../../contract/values/date-locale.ts'
import type { AdminRecord } from '../record.ts'
import { useMoney } from '../ui/use-money.ts'
import { useWebsiteSettings } from '../website-context.ts'
import { changedFields, type ShownValue } from './changed-fields.ts'

/** The back office's screen whose field names name an audited record's fields. */
const SCREEN_OF: Partial<Record<AuditResource, string>> = {
  item: 'items',
  media: 'medias',
  plan: 'plans',
  category: 'categories',
  coupon: 'coupons',
  customer: 'customers',
  customer_invitation: 'customer_invitations',
  bundle: 'bundles',
  order: 'orders',
  ondemand_request: 'ondemand_requests',
  staff_member: 'staff',
  staff_invitation: 'staff_invitations',
  live_event: 'live_events',
  api_key: 'api_keys',
  webhook_endpoint: 'webhooks',
  webhook_delivery: 'webhook_deliveries',
  job_failure: 'job_failures',
  data_export: 'data_exports',
  customer_import: 'customer_imports',
  broadcast: 'broadcasts',
  gift_card: 'gift_cards',
}

/** Fields that hold money, in minor units of the website's currency. */
const MONEY_FIELDS = new Set([
  'amount',
  'total',
  'discount',
  'tip',
  'after_trial',
  'amount_off',
  'balance',
])

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const LONGEST_TEXT = 140

/** Text for a person: no markup, and no more than a glance's worth. */
function plainText(text: string): string {
  const plain = /<[a-z][^>]*>/i.test(text)
    ? (new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '')
    : text
  return plain.length > LONGEST_TEXT ? `${plain.slice(0, LONGEST_TEXT)}…` : plain
}

/** A record's changed fields in words: "Prix 1 · Montant | 3,99 € | 4,99 €", one row each. */
function ChangesTable({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const money = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  const screen = SCREEN_OF[entry.resource]
  const changes = changedFields(entry.before, entry.after)

  const fieldName = (key: string) => {
    const general = translate(`vitrine.auditField.${key}`, { _: key })
    return screen ? translate(`resources.${screen}.fields.${key}`, { _: general }) : general
  }
  const label = (path: (string | number)[]) =>
    path
      .map((key, index) => {
        if (typeof key === 'number') return null
        const next = path[index + 1]
        return typeof next === 'number' ? `${fieldName(key)} ${next + 1}` : fieldName(key)
      })
      .filter((part) => part !== null)
      .join(' · ')
  const shown = (value: ShownValue | undefined, key: string | number): string => {
    if (value === undefined || value === null || value === '') return '—'
    if (Array.isArray(value)) return value.map((entry) => shown(entry, key)).join(', ') || '—'
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`)
    if (typeof value === 'number') {
      return typeof key === 'string' && MONEY_FIELDS.has(key)
        ? money(value, currency)
        : value.toLocaleString(dateLocale(locale))
    }
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      return new Date(value).toLocaleString(dateLocale(locale), {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    }
    return plainText(value)
  }

  if (changes.length === 0) {
    return <Typography variant="body2">{translate('vitrine.audit.nothingChanged')}</Typography>
  }
  return (
    <Table size="small" aria-label={translate('vitrine.audit.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('vitrine.audit.field')}</TableCell>
          <TableCell>{translate('resources.audit_log.fields.before')}</TableCell>
          <TableCell>{translate('resources.audit_log.fields.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => {
          const key = change.path.at(-1) ?? ''
          return (
            <TableRow key={JSON.stringify(change.path)}>
              <TableCell component="th" scope="row">
                {label(change.path)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(change.before, key)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(change.after, key)}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

/**
 * What a change did, field by field in words, and below, on request, both records as the JSON the
 * server stored.
 */
export function AuditChange() {
  const entry = useRecordContext<AdminRecord<AuditEntry>>()
  const translate = useTranslate()
  if (!entry) return null
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ChangesTable entry={entry} />
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
          {translate('vitrine.audit.records')}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, mt: 1 }}>
          {(['before', 'after'] as const).map((side) => (
            <Box key={side} component="section" sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle2">
                {translate(`resources.audit_log.fields.${side}`)}
              </Typography>
              <Box
                component="pre"
                tabIndex={0}
                sx={{
                  m: 0,
                  p: 1,
                  maxHeight: 320,
                  overflow: 'auto',
                  bgcolor: 'action.hover',
                  fontSize: 12,
                }}
              >
                {entry[side] === null
                  ? translate('vitrine.noValue')
                  : JSON.stringify(entry[side], null, 2)}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}
