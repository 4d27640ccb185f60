import { dateLocale } from '../../../contract/values/date-locale.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'

/** Formats a date of the API as a day in the reader's language ("3 mars 2099"). */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' })
  return (iso) => format.format(new Date(iso))
}
