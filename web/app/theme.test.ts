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

describe("a website's font", () => {
  const colours = { colors_theme: 'light', colors_primary: '', colors_secondary: '' } as const
  const fallbackRules = (theme: ReturnType<typeof createWebsiteTheme>) =>
    String(theme.components?.MuiCssBaseline?.styleOverrides)

  it('is Roboto by default, drawn until it arrives in Arial shaped to its metrics', () => {
    const theme = createWebsiteTheme(colours)
    expect(theme.typography.fontFamily).toBe(
      'Roboto, "Roboto Fallback", "Helvetica Neue", Arial, sans-serif',
    )
    expect(fallbackRules(theme)).toContain(
      '@font-face { font-family: "Roboto Fallback"; font-weight: 400; size-adjust: 100.3%; ' +
        'ascent-override: 92.49%; descent-override: 24.34%; line-gap-override: 0%;\n' +
        '  src: local("Arial"), local("Liberation Sans"), local("Helvetica"); }',
    )
    expect(fallbackRules(theme)).toContain('local("Arial Bold")')
  })

  it('is the one the website chose, a serif standing in for a serif', () => {
    const lora = createWebsiteTheme(colours, 'lora')
    expect(lora.typography.fontFamily).toBe(
      'Lora, "Lora Fallback", "Times New Roman", Georgia, serif',
    )
    expect(fallbackRules(lora)).toMatch(
      /font-family: "Lora Fallback"; font-weight: 400; size-adjust/,
    )
    expect(fallbackRules(lora)).toContain('local("Times New Roman Bold")')
    expect(fallbackRules(lora)).not.toContain('Roboto')

    const openSans = createWebsiteTheme(colours, 'open-sans')
    expect(openSans.typography.fontFamily).toMatch(
      /^"Open Sans", "Open Sans Fallback", .*sans-serif$/,
    )
  })

  it('is Roboto for a font this storefront does not know', () => {
    expect(createWebsiteTheme(colours, 'comic-sans').typography.fontFamily).toMatch(/^Roboto, /)
  })
})
