import { getContrastRatio } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { createWebsiteTheme } from './theme.ts'

describe("a website's theme", () => {
  it.each(['light', 'dark'] as const)(
    'writes error text (an outlined "delete" button) readably on the %s page and cards',
    (mode) => {
      const { palette } = createWebsiteTheme({
        colors_theme: mode,
        colors_primary: '',
        colors_secondary: '',
      })
      for (const surface of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(palette.error.main, surface)).toBeGreaterThanOrEqual(4.5)
      }
    },
  )
})
