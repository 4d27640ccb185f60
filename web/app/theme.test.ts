import { getContrastRatio } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { focusRing } from './focus-ring.ts'
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

describe("a website's keyboard focus ring", () => {
  // The demo sites' colours (the default violet, the Swiss site's red), a dark navy, and each
  // on a dark theme too.
  const sites = ['light', 'dark'].flatMap((mode) =>
    ['', '#d52b1e', '#1a237e', '#ffeb3b'].map((primary) => ({
      colors_theme: mode as 'light' | 'dark',
      colors_primary: primary,
      colors_secondary: '',
    })),
  )

  it.each(sites)(
    'reads at 3:1 on the page, on cards and on the site colour ($colors_theme, "$colors_primary")',
    (site) => {
      const theme = createWebsiteTheme(site)
      const { palette } = theme
      const ring = focusRing(palette.background.default)
      const rules = String(theme.components?.MuiCssBaseline?.styleOverrides)
      expect(rules).toContain(
        `body :focus-visible { outline: 2px solid ${ring.outer}; outline-offset: 2px; ` +
          `box-shadow: 0 0 0 2px ${ring.inner}; }`,
      )
      // The outline lies on the page (or a card); the band inside it touches the element,
      // which may be filled with the site colour.
      expect(getContrastRatio(ring.outer, palette.background.default)).toBeGreaterThanOrEqual(3)
      expect(getContrastRatio(ring.outer, palette.background.paper)).toBeGreaterThanOrEqual(3)
      expect(getContrastRatio(ring.inner, palette.primary.main)).toBeGreaterThanOrEqual(3)
      expect(getContrastRatio(ring.outer, ring.inner)).toBeGreaterThanOrEqual(3)
      // On the site colour itself (the app bar): one of the two bands reads against it.
      const onPrimary = [ring.outer, ring.inner].map((c) =>
        getContrastRatio(c, palette.primary.main),
      )
      expect(Math.max(...onPrimary)).toBeGreaterThanOrEqual(3)
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
