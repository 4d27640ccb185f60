import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { HttpError, useNotify } from 'react-admin'
import type {
  AdminSettings,
  AdminSettingsChange,
} from '../../../contract/schemas/admin-settings.ts'
import { SETTINGS_PATH } from '../../../contract/values/admin-settings.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import { useRefreshWebsite } from '../website-context.ts'
import { formErrors } from './form-errors.ts'
import { SETTINGS_QUERY_KEY } from './get-settings.ts'

/**
 * PATCH /settings/ with one section's fields, as a react-admin form's submit: the stored settings
 * once saved, or the errors the server named, which the form shows beside their inputs
 * (react-admin's server-side validation), the message said in a notification too.
 */
export function useSaveSettings() {
  const client = useQueryClient()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refreshWebsite = useRefreshWebsite()
  return useCallback(
    async (change: AdminSettingsChange): Promise<Record<string, string> | undefined> => {
      try {
        const response = await staffFetch(SETTINGS_PATH, { method: 'PATCH', body: change })
        client.setQueryData(SETTINGS_QUERY_KEY, (await response.json()) as AdminSettings)
        notify('vitrine.settings.saved', { type: 'success' })
        // The back office itself is drawn in the site's name and colours: now the new ones.
        await refreshWebsite().catch(() => undefined)
        return undefined
      } catch (error) {
        notifyFailure(error)
        const body = error instanceof HttpError ? (error.body as { details?: unknown }) : null
        return formErrors(body?.details as Record<string, string[]> | undefined)
      }
    },
    [client, notify, notifyFailure, refreshWebsite],
  )
}
