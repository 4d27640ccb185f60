import { dateLocale } from '../../../contract/values/date-locale.ts'
import Chip from '@mui/material/Chip'
import { useState } from 'react'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { AdminStaffInvitation } from '../../../contract/schemas/admin-staff.ts'

/** Whether the guest registered (and when), is still expected, or let the link expire. */
export function InvitationStatus() {
  const invitation = useRecordContext<AdminStaffInvitation>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  // The row is judged against when it was first drawn, not a clock that moves under it.
  const [drawnAt] = useState(Date.now)
  if (!invitation) return null
  if (invitation.accepted_at) {
    const date = new Date(invitation.accepted_at).toLocaleDateString(dateLocale(locale))
    return (
      <Chip
        size="small"
        color="success"
        label={translate('vitrine.invitation.accepted', { date })}
      />
    )
  }
  const expired = new Date(invitation.expires_at).getTime() <= drawnAt
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(expired ? 'vitrine.invitation.expired' : 'vitrine.invitation.waiting')}
    />
  )
}
