const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** 1536 → `1.5 KB`: steps of 1024 from Bytes to YB, at most two decimals (spec §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const step = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  const value = Number((bytes / 1024 ** step).toFixed(2))
  return `${value} ${UNITS[step]}`
}
