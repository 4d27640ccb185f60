import Typography from '@mui/material/Typography'
import { useRecordContext, useTranslate } from 'react-admin'
import type { AdminItem } from '../../../contract/schemas/admin-items.ts'
import { publicationStateOf } from '../../../contract/values/admin-items.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'

/** When the item is (or will be) published, or "Not published" for one nobody published yet. */
export function PublicationField() {
  const item = useRecordContext<AdminItem>()
  const translate = useTranslate()
  if (item && publicationStateOf(item.published_at) === 'unpublished') {
    return <Typography variant="body2">{translate('vitrine.publication.none')}</Typography>
  }
  return <DateTimeField source="published_at" />
}
