import { useMutation } from '@tanstack/react-query'
import { useLocaleState, useNotify, useRefresh } from 'react-admin'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { isLanguage } from '../../i18n/languages.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

/**
 * Mails the invitation again (POST …/resend/), in the back office's language, open for another
 * fortnight; the list shows the new expiry at once.
 */
export function useResendInvitation() {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  const [locale] = useLocaleState()
  return useMutation({
    mutationFn: async (invitation: { uid: string; email: string }) => {
      const path = `${ADMIN_LISTS.customer_invitations}${encodeURIComponent(invitation.uid)}/resend/`
      await staffFetch(path, {
        method: 'POST',
        body: { language: isLanguage(locale) ? locale : 'fr' },
      })
      return invitation
    },
    onSuccess: ({ email }) => {
      notify('vitrine.customerInvitation.resent', { type: 'success', messageArgs: { email } })
      refresh()
    },
    onError: notifyFailure,
  })
}
