import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { DeleteButton, Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin'
import type { AdminCustomerInvitation } from '../../../contract/schemas/admin-customer-invitations.ts'
import { useResendInvitation } from './use-resend-invitation.ts'

/**
 * What can be done with an invitation: a waiting or expired one mailed again or deleted (after a
 * confirmation); an accepted one leads to the account registered from it.
 */
export function InvitationActions() {
  const invitation = useRecordContext<AdminCustomerInvitation & { id: string }>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const resend = useResendInvitation()
  if (!invitation) return null
  const who = { email: invitation.email }
  if (invitation.accepted_at) {
    if (!invitation.account_uid) return null
    return (
      <Link to={createPath({ resource: 'customers', type: 'show', id: invitation.account_uid })}>
        {translate('vitrine.customerInvitation.account', who)}
      </Link>
    )
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        disabled={resend.isPending}
        aria-label={translate('vitrine.customerInvitation.resendTo', who)}
        onClick={() => resend.mutate(invitation)}
      >
        {translate('vitrine.customerInvitation.resend')}
      </Button>
      <DeleteButton
        record={invitation}
        mutationMode="pessimistic"
        redirect={false}
        aria-label={translate('vitrine.customerInvitation.deleteFor', who)}
        confirmTitle="vitrine.customerInvitation.deleteTitle"
        confirmContent="vitrine.customerInvitation.deleteContent"
        translateOptions={who}
        successMessage="vitrine.customerInvitation.deleted"
      />
    </Box>
  )
}
