import { useMutation } from '@tanstack/react-query'
import { Button, useNotify, usePermissions, useRefresh } from 'react-admin'
import {
  DATA_EXPORT_KINDS,
  DATA_EXPORT_PERMISSIONS,
  type DataExportKind,
} from '../../../contract/values/admin-data-exports.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

/** The exports the staff member's role may ask for. */
export function useExportKinds(): DataExportKind[] {
  const { permissions } = usePermissions<StaffPermission[]>()
  return DATA_EXPORT_KINDS.filter((kind) => permissions?.includes(DATA_EXPORT_PERMISSIONS[kind]))
}

/** "Export the customers", "Export the orders": each asks for a new export, which the list shows. */
export function ExportButtons() {
  const kinds = useExportKinds()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  const ask = useMutation({
    mutationFn: (kind: DataExportKind) =>
      staffFetch(ADMIN_LISTS.data_exports, { method: 'POST', body: { kind } }),
    onSuccess: () => {
      notify('vitrine.dataExport.asked', { type: 'success' })
      refresh()
    },
    onError: notifyFailure,
  })
  return (
    <>
      {kinds.map((kind) => (
        <Button
          key={kind}
          label={`vitrine.dataExport.ask.${kind}`}
          disabled={ask.isPending}
          onClick={() => ask.mutate(kind)}
        />
      ))}
    </>
  )
}
