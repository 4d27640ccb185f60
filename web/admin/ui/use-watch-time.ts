import { useTranslate } from 'react-admin'

/** Seconds watched as staff read them: "45 min", "3 h 05 min", "12 s" under a minute. */
export function useWatchTime(): (seconds: number) => string {
  const translate = useTranslate()
  return (seconds) => {
    if (seconds < 60) return translate('vitrine.watchTime.seconds', { seconds })
    const minutes = Math.floor(seconds / 60)
    if (minutes < 60) return translate('vitrine.watchTime.minutes', { minutes })
    return translate('vitrine.watchTime.hours', {
      hours: Math.floor(minutes / 60),
      minutes: String(minutes % 60).padStart(2, '0'),
    })
  }
}
