const pad = (value: number) => String(value).padStart(2, '0')

/** 3723 s → `01:02:03` (spec §9: HH:MM:SS). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`
}

/** 5400 s → `1h30min`, 3600 s → `1h`, 600 s → `10min`, under a minute → `0min`. */
export function formatCompactDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  if (hours === 0) return `${minutes}min`
  return minutes === 0 ? `${hours}h` : `${hours}h${pad(minutes)}min`
}
