/**
 * When a live event starts, as its card says it: "Sam. 12 déc. · 20:30" in French,
 * "Sat 12 Dec · 8:30 PM" in English, in the visitor's time zone unless one is given.
 */
export function formatLiveStart(startsAt: string, language: string, timeZone?: string): string {
  const date = new Date(startsAt)
  const english = language.startsWith('en')
  const day = new Intl.DateTimeFormat(english ? 'en-GB' : 'fr-FR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(date)
  const time = new Intl.DateTimeFormat(english ? 'en-US' : 'fr-FR', {
    hour: english ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date)
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} · ${time}`
}
