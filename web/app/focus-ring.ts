import { getContrastRatio } from '@mui/material/styles'

/** WCAG 2.1 non-text contrast (1.4.11): a focus indicator against what is next to it. */
export const FOCUS_CONTRAST = 3
/** Width of each of the ring's two bands, in pixels. */
export const FOCUS_RING_WIDTH = 2

/** The two bands of the keyboard focus ring. */
export interface FocusRing {
  /** The outline, drawn on the page: the darkest or lightest colour against it. */
  outer: string
  /** The band between the element and the outline: the opposite of `outer`. */
  inner: string
}

/**
 * Black and white, in the order that contrasts with the page: the outline takes the first and
 * the band inside it the second. One of the two always reads against any colour, so the ring
 * shows on the page, on cards, and on the site's colour (a contained button, the app bar).
 */
export function focusRing(background: string): FocusRing {
  const onBlack = getContrastRatio(background, '#000')
  const onWhite = getContrastRatio(background, '#fff')
  return onBlack >= onWhite ? { outer: '#000', inner: '#fff' } : { outer: '#fff', inner: '#000' }
}

/**
 * The global rule of the storefront's focus ring: every element focused from the keyboard
 * (buttons, links, cards, fields, chips, menu items) wears a 2 px outline a 2 px band away from
 * it, the band in the other colour. `body` lifts the rule above the components' own
 * `outline: 0`.
 */
export function focusRingRule(ring: FocusRing): string {
  const width = `${FOCUS_RING_WIDTH}px`
  return `
body :focus-visible { outline: ${width} solid ${ring.outer}; outline-offset: ${width}; box-shadow: 0 0 0 ${width} ${ring.inner}; }
`
}
