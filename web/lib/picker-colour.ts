const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i
const LONG_HEX = /^#[0-9a-f]{6}$/i

/**
 * A colour as the browser's colour picker takes it (#rrggbb): #abc grows to #aabbcc, and
 * anything else that is not #rrggbb (an rgba(), text being typed) shows as black.
 */
export function pickerColour(value: string): string {
  const short = SHORT_HEX.exec(value)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
  return LONG_HEX.test(value) ? value : '#000000'
}
