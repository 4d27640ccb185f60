import type { Theme } from '@mui/material/styles'

/**
 * The 10-foot focus: a thick ring in the page's text colour with a band of its background inside,
 * read from across a room on any card, and a slight zoom. Whatever the remote focuses wears it
 * (`data-focused` is set by the spatial navigation, `:focus` by the browser).
 */
export function TV_FOCUS(theme: Theme) {
  const focused = {
    outline: `0.2em solid ${theme.palette.text.primary}`,
    outlineOffset: '0.15em',
    boxShadow: `0 0 0 0.15em ${theme.palette.background.default}`,
    transform: 'scale(1.04)',
  }
  return {
    outline: 'none',
    transition: 'transform 120ms ease-out',
    '&:focus, &[data-focused]': focused,
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const
}
