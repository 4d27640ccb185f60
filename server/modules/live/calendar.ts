/**
 * "Ajouter au calendrier" (issue 45): an iCalendar file (RFC 5545) of one live event, which every
 * calendar application opens. Times in UTC; texts escaped and lines folded as the RFC asks.
 */

export interface CalendarEvent {
  uid: string
  name: string
  startsAt: Date
  /** Seconds. */
  duration: number
  /** The item's page. */
  url: string
  /** The website, as the organiser calendars show. */
  website: string
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets go on in lines that start with a space. */
function fold(line: string): string {
  const parts: string[] = []
  let rest = Buffer.from(line)
  let limit = 75
  while (rest.length > limit) {
    let cut = limit
    // Never inside a UTF-8 character: back up to its first byte.
    while (cut > 0 && (rest[cut]! & 0xc0) === 0x80) cut--
    parts.push(rest.subarray(0, cut).toString())
    rest = rest.subarray(cut)
    limit = 74
  }
  parts.push(rest.toString())
  return parts.join('\r\n ')
}

export function liveCalendar(event: CalendarEvent, now: Date = new Date()): string {
  const end = new Date(event.startsAt.getTime() + event.duration * 1000)
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//Vitrine//${escapeText(event.website)}//FR`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${event.uid}@vitrine`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(event.startsAt)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(event.name)}`,
      `URL:${event.url}`,
      `DESCRIPTION:${escapeText(event.url)}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]
      .map(fold)
      .join('\r\n') + '\r\n'
  )
}
