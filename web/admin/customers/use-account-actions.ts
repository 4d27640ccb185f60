import { useMutation } from '@tanstack/react-query'
import { useLocaleState, useNotify, useRefresh } from 'react-admin'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import { isLanguage } from '../../i18n/languages.ts'

const accountPath = (customerUid: string, action: string) =>
  `${ADMIN_LISTS.customers}${encodeURIComponent(customerUid)}/${action}/`

/**
 * Blocks the account (POST …/block/: it is signed out and cannot sign in) or unblocks it
 * (POST …/unblock/); the page shows the new state at once.
 */
export function useChangeBlock(customerUid: string, onDone: () => void) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (block: boolean) => {
      await staffFetch(accountPath(customerUid, block ? 'block' : 'unblock'), { method: 'POST' })
      return block
    },
    onSuccess: (block) => {
      onDone()
      notify(block ? 'vitrine.customer.account.blocked' : 'vitrine.customer.account.unblocked', {
        type: 'success',
      })
      refresh()
    },
    onError: notifyFailure,
  })
}

/** Mails the customer a password reset link, in the back office's language. */
export function useSendPasswordReset(customerUid: string, email: string) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const [locale] = useLocaleState()
  return useMutation({
    mutationFn: async () => {
      const language = isLanguage(locale) ? locale : 'fr'
      await staffFetch(accountPath(customerUid, 'password-reset'), {
        method: 'POST',
        body: { language },
      })
    },
    onSuccess: () => {
      notify('vitrine.customer.account.resetSent', { type: 'success', messageArgs: { email } })
    },
    onError: notifyFailure,
  })
}
