import { DeleteWithConfirmButton, useRecordContext } from 'react-admin'
import type { AdminItem } from '../../../contract/schemas/admin-items.ts'

/**
 * Deletes the item after saying what goes with it: its media (or playlist and its medias) and
 * their files in storage, unless something else still uses them. A bought item answers 409 with
 * its reason, which react-admin shows.
 */
export function ItemDeleteButton() {
  const item = useRecordContext<AdminItem>()
  if (!item) return null
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="vitrine.item.deleteTitle"
      confirmContent={
        item.type === 'playlist'
          ? 'vitrine.item.deletePlaylistContent'
          : 'vitrine.item.deleteContent'
      }
      translateOptions={{ name: item.name }}
    />
  )
}
