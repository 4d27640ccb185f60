import PublishIcon from '@mui/icons-material/Publish'
import UnpublishedIcon from '@mui/icons-material/Unpublished'
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin'
import type { AdminItem, AdminItemChange } from '../../../contract/schemas/admin-items.ts'
import { publicationStateOf, UNPUBLISHED_AT } from '../../../contract/values/admin-items.ts'
import type { AdminRecord } from '../record.ts'

/**
 * Publishes the item now when visitors do not see it yet (unpublished or scheduled), or takes
 * it back when they do: one PATCH of its publication date.
 */
export function PublishButton() {
  const item = useRecordContext<AdminRecord<AdminItem>>()
  const [update, { isPending }] = useUpdate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!item) return null
  const published = publicationStateOf(item.published_at) === 'published'
  const change: AdminItemChange = {
    published_at: published ? UNPUBLISHED_AT : new Date().toISOString(),
  }
  return (
    <Button
      label={published ? 'vitrine.publication.unpublish' : 'vitrine.publication.publishNow'}
      disabled={isPending}
      onClick={() =>
        void update(
          'items',
          { id: item.id, data: change, previousData: item },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(
                published ? 'vitrine.publication.unpublished' : 'vitrine.publication.published',
                {
                  type: 'info',
                },
              )
              refresh()
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    >
      {published ? <UnpublishedIcon /> : <PublishIcon />}
    </Button>
  )
}
