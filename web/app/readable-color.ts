import { darken, getContrastRatio, lighten } from '@mui/material/styles'

/** WCAG 2.1 AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5
const STEP = 0.05

/**
 * The colour itself when it can be read as text on the background, else the nearest shade that
 * can: darker on a light surface, lighter on a dark one. Site owners pick their brand colour
 * for fills (app bar, contained buttons); text in that colour must still pass AA.
 */
export function readableOn(color: string, background: string, ratio = AA_TEXT_CONTRAST): string {
  const towardsDark = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff')
  let shade = color
  for (
    let amount = STEP;
    getContrastRatio(shade, background) < ratio && amount <= 1;
    amount += STEP
  ) {
    shade = towardsDark ? darken(color, amount) : lighten(color, amount)
  }
  return shade
}
