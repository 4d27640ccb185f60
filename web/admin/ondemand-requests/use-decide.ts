import { useMutation } from '@tanstack/react-query'
import { useNotify, useRefresh } from 'react-admin'
import type { AdminOnDemandRequest } from '../../../contract/schemas/admin-ondemand.ts'
import type { OnDemandDecision } from '../../../contract/values/admin-ondemand.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

export interface DecisionInput {
  decision: OnDemandDecision
  message: string
}

/**
 * Accepts or refuses one requested item: the server mails the requester (with the message) and,
 * on acceptance, opens the item to them. The list and the menu's count are asked again.
 */
export function useDecide(request: AdminOnDemandRequest, onDone: () => void) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async ({ decision, message }: DecisionInput) => {
      const path = `${ADMIN_LISTS.ondemand_requests}${encodeURIComponent(request.uid)}/decision/`
      const body = message.trim() === '' ? { decision } : { decision, message: message.trim() }
      await staffFetch(path, { method: 'POST', body })
    },
    onSuccess: (_, { decision }) => {
      onDone()
      notify(`vitrine.ondemand.done.${decision}`, {
        type: 'success',
        messageArgs: { name: request.requester.first_name || request.requester.email },
      })
      refresh()
    },
    onError: notifyFailure,
  })
}
