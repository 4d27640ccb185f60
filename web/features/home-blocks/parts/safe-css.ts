/**
 * Staff type colours, fonts and positions; only values of these shapes reach a style, so a
 * block can never smuggle other CSS declarations in.
 */

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/+-]+\)|[a-z]{3,30})$/i
const FONT_FAMILY = /^[\w\s,'"-]{1,100}$/
const POSITION = /^[\w\s.%-]{1,40}$/

/** The colour, or undefined (the theme's) when empty or not a colour. */
export function safeColour(value: string): string | undefined {
  const colour = value.trim()
  return COLOUR.test(colour) ? colour : undefined
}

export function safeFontFamily(value: string): string | undefined {
  const family = value.trim()
  return FONT_FAMILY.test(family) ? family : undefined
}

export function safePosition(value: string): string {
  const position = value.trim()
  return POSITION.test(position) ? position : 'center'
}

/** An address an image may load from: a path of this site or an http(s) URL. */
export function safeImageSrc(value: string): string | undefined {
  const src = value.trim()
  if (src.startsWith('/') && !src.startsWith('//')) return src
  return /^https?:\/\//i.test(src) ? src : undefined
}
