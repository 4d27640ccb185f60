import { dateLocale } from '../../../contract/values/date-locale.ts'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import '../../i18n/my-stuff/texts.ts'

/** The end of a purchase's access, in the visitor's language (rentals end at an hour too). */
export function AccessEnd({ expireAt, expired }: { expireAt: string | null; expired: boolean }) {
  const { t, i18n } = useTranslation()
  let label = t('myStuff.unlimited')
  if (expireAt !== null) {
    const date = new Intl.DateTimeFormat(dateLocale(i18n.language), {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(expireAt))
    label = t(expired ? 'myStuff.endedOn' : 'myStuff.until', { date })
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {label}
    </Typography>
  )
}
