import { describe, expect, it } from 'vitest'
import { tipFromText, tipToText } from './tip-amount.ts'

describe('tip field', () => {
  it("shows the tip with the decimal mark of the visitor's language", () => {
    expect(tipToText(1250, 'eur', 'fr')).toBe('12,50')
    expect(tipToText(1250, 'eur', 'en')).toBe('12.50')
    expect(tipToText(0, 'eur', 'en')).toBe('')
    expect(tipFromText(tipToText(1250, 'chf', 'en'))).toBe(1250)
  })
})
