import { getContrastRatio } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { readableOn } from './readable-color.ts'

describe('text in the site colour', () => {
  it('keeps a colour that already reads well on the surface', () => {
    expect(readableOn('#1a237e', '#eeeeee')).toBe('#1a237e')
  })

  it('darkens the default purple just enough to read on the light surface', () => {
    const shade = readableOn('#884aff', '#eeeeee')
    expect(getContrastRatio('#884aff', '#eeeeee')).toBeLessThan(4.5)
    expect(getContrastRatio(shade, '#eeeeee')).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(shade, '#eeeeee')).toBeLessThan(5.5)
  })

  it('lightens it on the dark surface', () => {
    const shade = readableOn('#884aff', '#000000')
    expect(getContrastRatio(shade, '#000000')).toBeGreaterThanOrEqual(4.5)
  })
})
