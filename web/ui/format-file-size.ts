import type { Language } from '../i18n/languages.ts'

/** The units Intl names in every language, by steps of 1024 (spec §9). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const

/**
 * 1536 → `1,5 ko` in French, `1.5 kB` in English: steps of 1024 up to petabytes, at most two
 * decimals (spec §9), in the visitor's language; bytes in words (`670 octets`, `670 bytes`).
 */
export function formatFileSize(bytes: number, language: Language): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  const step =
    size === 0 ? 0 : Math.min(UNITS.length - 1, Math.floor(Math.log(size) / Math.log(1024)))
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[step],
    unitDisplay: step === 0 ? 'long' : 'short',
    maximumFractionDigits: 2,
  }).format(size / 1024 ** step)
}
