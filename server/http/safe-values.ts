/**
 * What the editor's free-form values may hold, so nothing saved runs in a visitor's browser or
 * breaks out of the CSS property it lands in. Texts are kept as they were typed: the storefront
 * shows them as text, never as HTML.
 */

/** '' (the theme's colour), `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(...)`, `rgba(...)`. */
const COLOUR =
  /^(|transparent|#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+|1\.0+|\d{1,3}%)\s*)?\))$/i

/** A font family list: names, spaces, commas and quotes ('' is the theme's font). */
const FONT_FAMILY = /^[\p{L}\p{N} _,'"-]*$/u

/** CSS object-position: keywords, lengths and percentages. */
const POSITION = /^[a-z0-9 .%-]*$/i

/** A Material icon name such as `PlayCircle`. */
const ICON = /^[A-Za-z0-9]*$/

/** Characters no address needs, which browsers would strip or misread. */
const UNSAFE_ADDRESS = /[\p{Cc}\\\s]/u

export const isColour = (value: string) => COLOUR.test(value)
export const isFontFamily = (value: string) => FONT_FAMILY.test(value)
export const isPosition = (value: string) => POSITION.test(value)
export const isIconName = (value: string) => ICON.test(value)

/** Address schemes a link may use; pictures only load over HTTP(S). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const PICTURE_SCHEMES = new Set(['http:', 'https:'])

function isAddress(value: string, schemes: Set<string>): boolean {
  if (value === '') return true
  if (UNSAFE_ADDRESS.test(value)) return false
  // A storefront path such as `/category/nature`; `//host` would leave the site.
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    return schemes.has(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A link of a button or a social network: never `javascript:` or `data:`. */
export const isLinkAddress = (value: string) => isAddress(value, LINK_SCHEMES)

/** A picture's address: a path of this server or an http(s) URL. */
export const isPictureAddress = (value: string) => isAddress(value, PICTURE_SCHEMES)
