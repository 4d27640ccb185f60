import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Confirm, useRecordContext, useTranslate } from 'react-admin'
import type { AdminCustomer } from '../../../contract/schemas/admin-customers.ts'
import { BlockedChip } from './blocked-chip.tsx'
import { useChangeBlock, useSendPasswordReset } from './use-account-actions.ts'

/**
 * The customer's account: blocked or not, blocked (after a confirmation: it signs them out
 * everywhere) or unblocked, and a password reset mailed to them.
 */
export function AccountActions() {
  const customer = useRecordContext<AdminCustomer>()
  const translate = useTranslate()
  const headingId = useId()
  const [asked, setAsked] = useState(false)
  const change = useChangeBlock(customer?.uid ?? '', () => setAsked(false))
  const reset = useSendPasswordReset(customer?.uid ?? '', customer?.email ?? '')
  if (!customer) return null
  // The list's row carries `blocked_at` too, so the first render from it is already right.
  const blocked = Boolean(customer.blocked_at)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.customer.account.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        {blocked ? (
          <BlockedChip blockedAt={customer.blocked_at} />
        ) : (
          <Typography variant="body2">{translate('vitrine.customer.account.active')}</Typography>
        )}
        {blocked ? (
          <Button
            variant="outlined"
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            {translate('vitrine.customer.account.unblock')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setAsked(true)}>
            {translate('vitrine.customer.account.block')}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={blocked || reset.isPending}
          onClick={() => reset.mutate()}
        >
          {translate('vitrine.customer.account.sendReset')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(
          blocked ? 'vitrine.customer.account.blockedHelp' : 'vitrine.customer.account.resetHelp',
        )}
      </Typography>
      <Confirm
        isOpen={asked}
        confirmColor="warning"
        loading={change.isPending}
        title="vitrine.customer.account.blockTitle"
        content="vitrine.customer.account.blockContent"
        titleTranslateOptions={{ email: customer.email }}
        contentTranslateOptions={{ email: customer.email }}
        confirm="vitrine.customer.account.block"
        onConfirm={() => change.mutate(true)}
        onClose={() => setAsked(false)}
      />
    </Box>
  )
}
