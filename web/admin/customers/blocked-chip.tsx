import { dateLocale } from '../../../contract/values/date-locale.ts'
import Chip from '@mui/material/Chip'
import { useLocaleState, useTranslate } from 'react-admin'

/** "Blocked since …" for an account the staff blocked; nothing for one in use. */
export function BlockedChip({ blockedAt }: { blockedAt: string | null | undefined }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!blockedAt) return null
  const date = new Date(blockedAt).toLocaleDateString(dateLocale(locale))
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={translate('vitrine.customer.account.blockedSince', { date })}
    />
  )
}
