import { useMutation } from '@tanstack/react-query'
import { useNotify, useRefresh } from 'react-admin'
import type { AdminAccessGrantCreate } from '../../../contract/schemas/admin-customers.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

const grantsPath = (customerUid: string) =>
  `${ADMIN_LISTS.customers}${encodeURIComponent(customerUid)}/grants/`

/** Gives the customer free access to an item (POST …/grants/); the page shows it at once. */
export function useGiveAccess(customerUid: string, onDone: () => void) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (grant: AdminAccessGrantCreate) => {
      await staffFetch(grantsPath(customerUid), { method: 'POST', body: grant })
    },
    onSuccess: () => {
      onDone()
      notify('vitrine.customer.grant.given', { type: 'success' })
      refresh()
    },
    onError: notifyFailure,
  })
}

/** Takes a free access back (DELETE …/grants/{uid}/): the item closes to the customer at once. */
export function useRevokeAccess(customerUid: string) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (grantUid: string) => {
      const path = `${grantsPath(customerUid)}${encodeURIComponent(grantUid)}/`
      await staffFetch(path, { method: 'DELETE' })
    },
    onSuccess: () => {
      notify('vitrine.customer.grant.revoked', { type: 'success' })
      refresh()
    },
    onError: notifyFailure,
  })
}
