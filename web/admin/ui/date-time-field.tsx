import { dateLocale } from '../../../contract/values/date-locale.ts'
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin'

/** A date and time in the back office's language (French by default), not the browser's. */
export function DateTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState()
  return <DateField {...props} showTime locales={dateLocale(locale)} />
}
