import { describe, expect, it } from 'vitest'
import { formatCompactDuration, formatDuration } from './format-duration.ts'
import { formatFileSize } from './format-file-size.ts'
import { formatPrice } from './format-price.ts'

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
  it('steps by 1024 from Bytes up to YB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
    expect(formatFileSize(512)).toBe('512 Bytes')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB')
    expect(formatFileSize(2 * 1024 ** 8)).toBe('2 YB')
    expect(formatFileSize(4096 * 1024 ** 8)).toBe('4096 YB')
  })
})

describe('prices', () => {
  it('divides minor units by 100 with two decimals in the site currency', () => {
    expect(formatPrice(1250, 'eur').replace(/\s/g, ' ')).toBe('12,50 €')
    expect(formatPrice(500, 'chf')).toMatch(/^5\.00\sCHF$|^CHF\s5\.00$/)
  })
})
