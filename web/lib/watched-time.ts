const MINUTE = 60

/** A length in whole minutes, or in seconds below a minute, as the language writes units. */
function length(seconds: number, language: string, round: (value: number) => number): string {
  const [value, unit] =
    seconds < MINUTE ? [round(seconds), 'second'] : [round(seconds / MINUTE), 'minute']
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(
    value,
  )
}

/**
 * "12 min sur 45 min", "20 s sur 50 s": how far a viewer got (rounded down) and the whole length
 * (at least one second), each in minutes, or in seconds while below a minute.
 */
export function watchedTime(position: number, duration: number, language: string) {
  return {
    watched: length(Math.max(0, position), language, Math.floor),
    total: length(Math.max(1, duration), language, (value) => Math.max(1, Math.round(value))),
  }
}
