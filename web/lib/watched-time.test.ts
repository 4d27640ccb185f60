import { describe, expect, it } from 'vitest'
import { watchedTime } from './watched-time.ts'

/** Intl writes a no-break space between a number and its unit. */
const plain = (parts: { watched: string; total: string }) =>
  `${parts.watched} / ${parts.total}`.replace(/\s/g, ' ')

describe('how far a viewer got', () => {
  it('says minutes, and seconds below a minute, in the reader’s language', () => {
    expect(plain(watchedTime(12 * 60 + 31, 45 * 60, 'fr'))).toBe('12 min / 45 min')
    expect(plain(watchedTime(20, 50, 'fr'))).toBe('20 s / 50 s')
    expect(plain(watchedTime(30, 45 * 60, 'fr'))).toBe('30 s / 45 min')
    expect(plain(watchedTime(0, 0, 'fr'))).toBe('0 s / 1 s')
    expect(plain(watchedTime(20, 50, 'en'))).toBe('20 sec / 50 sec')
  })
})
