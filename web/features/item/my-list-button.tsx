import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd'
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded'
import Button from '@mui/material/Button'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { useChangeMyList, useMyList } from '../../api/my-list.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { showToast } from '../../lib/toasts.ts'

/**
 * Keeps the item in "Ma liste", or takes it out, for a signed-in visitor; nothing for others.
 * The button says what it will do, shows the change at once and goes back if the server refuses.
 */
export function MyListButton({ item }: { item: Item }) {
  const { t } = useTranslation()
  const signedIn = useSession((state) => state.token !== null)
  const list = useMyList()
  const change = useChangeMyList()
  if (!signedIn || !list.data) return null
  const listed = change.isPending
    ? change.variables.keep
    : list.data.some((kept) => kept.uid === item.uid)
  return (
    <Button
      variant={listed ? 'contained' : 'outlined'}
      startIcon={listed ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
      onClick={() =>
        change.mutate(
          { itemUid: item.uid, keep: !listed },
          { onError: () => showToast(t('form.genericError'), 'error') },
        )
      }
      sx={{ alignSelf: 'flex-start' }}
    >
      {t(listed ? 'itemPage.removeFromList' : 'itemPage.addToList')}
    </Button>
  )
}
