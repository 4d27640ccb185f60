import DeleteIcon from '@mui/icons-material/Delete'
import { useState } from 'react'
import {
  Button,
  Confirm,
  HttpError,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin'
import type { AdminBundle } from '../../../contract/schemas/admin-bundles.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import type { AdminRecord } from '../record.ts'

const CONFLICT = 409

/**
 * Deletes the bundle once the owner confirms. The server keeps a bundle customers bought (409):
 * the owner is then told to withdraw it from sale instead.
 */
export function BundleDeleteButton() {
  const bundle = useRecordContext<AdminRecord<AdminBundle>>()
  const [asked, setAsked] = useState(false)
  const [deleteBundle, { isPending }] = useDelete<AdminRecord<AdminBundle>>()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const redirect = useRedirect()
  if (!bundle) return null
  const confirm = () =>
    deleteBundle(
      'bundles',
      { id: bundle.id, previousData: bundle },
      {
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } })
          redirect('list', 'bundles')
        },
        onError: (error) => {
          if (error instanceof HttpError && error.status === CONFLICT) {
            notify('vitrine.bundle.deleteRefused', { type: 'error' })
          } else {
            notifyFailure(error)
          }
        },
        onSettled: () => setAsked(false),
      },
    )
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={() => setAsked(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asked}
        loading={isPending}
        title="vitrine.bundle.deleteTitle"
        translateOptions={{ name: bundle.name }}
        content="vitrine.bundle.deleteContent"
        onConfirm={confirm}
        onClose={() => setAsked(false)}
      />
    </>
  )
}
