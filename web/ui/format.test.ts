import { describe, expect, it } from 'vitest'
import { formatCompactDuration, formatDuration } from './format-duration.ts'
import { formatFileSize } from './format-file-size.ts'
import { formatMoney } from '../../contract/values/money.ts'

describe('durations', () => {
  it('shows HH:MM:SS, hours included even when zero', () => {
    expect(formatDuration(0)).toBe('00:00:00')
    expect(formatDuration(95)).toBe('00:01:35')
    expect(formatDuration(3723)).toBe('01:02:03')
    expect(formatDuration(36_000 + 59.9)).toBe('10:00:59')
  })

  it('shows the compact form 1h30min', () => {
    expect(formatCompactDuration(5400)).toBe('1h30min')
    expect(formatCompactDuration(3600)).toBe('1h')
    expect(formatCompactDuration(3900)).toBe('1h05min')
    expect(formatCompactDuration(600)).toBe('10min')
  })
})

describe('file sizes', () => {
  it("steps by 1024 up to petabytes, in the visitor's language", () => {
    const nbsp = (text: string) => text.replace(/\s/g, ' ')
    expect(nbsp(formatFileSize(0, 'fr'))).toBe('0 octet')
    expect(nbsp(formatFileSize(670, 'fr'))).toBe('670 octets')
    expect(nbsp(formatFileSize(670, 'en'))).toBe('670 bytes')
    expect(nbsp(formatFileSize(1024, 'fr'))).toBe('1 ko')
    expect(nbsp(formatFileSize(533_074, 'fr'))).toBe('520,58 ko')
    expect(formatFileSize(533_074, 'en')).toBe('520.58 kB')
    expect(nbsp(formatFileSize(5 * 1024 ** 3, 'fr'))).toBe('5 Go')
    expect(formatFileSize(2 * 1024 ** 6, 'en')).toBe('2,048 PB')
  })
})

describe('prices', () => {
  it('divides minor units by 100 with two decimals in the site currency', () => {
    expect(formatMoney(1250, 'eur', 'fr').replace(/\s/g, ' ')).toBe('12,50 €')
    expect(formatMoney(500, 'chf', 'fr')).toMatch(/^5\.00\sCHF$|^CHF\s5\.00$/)
  })

  it("writes an amount the way the visitor's language does", () => {
    const spaces = (text: string) => text.replace(/\s/g, ' ')
    expect(spaces(formatMoney(123_450, 'eur', 'fr'))).toBe('1 234,50 €')
    expect(formatMoney(499, 'eur', 'en')).toBe('€4.99')
    expect(formatMoney(123_450, 'eur', 'en')).toBe('€1,234.50')
    expect(spaces(formatMoney(500, 'chf', 'en'))).toBe('CHF 5.00')
  })
})
