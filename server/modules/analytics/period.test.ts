import { describe, expect, it } from 'vitest'
import { periodOf, splitByMonth } from './period.ts'

describe('a period split into whole months and the days around them', () => {
  it('reads whole months from the monthly sums and the cut ones day by day', () => {
    expect(splitByMonth(periodOf({ from: '2025-01-15', to: '2025-04-10' }))).toEqual({
      months: { first: '2025-02', last: '2025-03' },
      dayRanges: [
        { from: '2025-01-15', to: '2025-01-31' },
        { from: '2025-04-01', to: '2025-04-10' },
      ],
    })
  })

  it('takes a month that starts and ends the period whole, February of a leap year too', () => {
    expect(splitByMonth(periodOf({ from: '2024-02-01', to: '2024-02-29' }))).toEqual({
      months: { first: '2024-02', last: '2024-02' },
      dayRanges: [],
    })
    expect(splitByMonth(periodOf({ from: '2024-02-01', to: '2024-02-28' }))).toEqual({
      months: null,
      dayRanges: [{ from: '2024-02-01', to: '2024-02-28' }],
    })
  })

  it('reads a period within one month day by day', () => {
    expect(splitByMonth(periodOf({ from: '2025-05-10', to: '2025-05-10' }))).toEqual({
      months: null,
      dayRanges: [{ from: '2025-05-10', to: '2025-05-10' }],
    })
  })
})
