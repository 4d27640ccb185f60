import { DEFAULT_FONT, FONTS, type Font } from '../../contract/values/website.ts'

/**
 * A type family the storefront may be set in: the name its faces are loaded under, whether it is
 * a serif, and how the system font standing in for it until it arrives is reshaped to take the
 * room it will take (CSS size-adjust, ascent-override and descent-override; no line gap): the
 * family's ascent, descent and average width of text over the stand-in's, as Capsize measures
 * them. Arial (or its look-alikes) stands in for the sans, Times New Roman for the serifs.
 */
interface FontFamily {
  name: string
  serif: boolean
  sizeAdjust: string
  ascent: string
  descent: string
}

const FAMILIES: Record<Font, FontFamily> = {
  roboto: {
    name: 'Roboto',
    serif: false,
    sizeAdjust: '100.3%',
    ascent: '92.49%',
    descent: '24.34%',
  },
  inter: {
    name: 'Inter',
    serif: false,
    sizeAdjust: '107.12%',
    ascent: '90.44%',
    descent: '22.52%',
  },
  'open-sans': {
    name: 'Open Sans',
    serif: false,
    sizeAdjust: '105.15%',
    ascent: '101.65%',
    descent: '27.86%',
  },
  lora: { name: 'Lora', serif: true, sizeAdjust: '115.2%', ascent: '87.33%', descent: '23.78%' },
  merriweather: {
    name: 'Merriweather',
    serif: true,
    sizeAdjust: '119.38%',
    ascent: '82.42%',
    descent: '22.87%',
  },
}

/** The font named, or Roboto for a value this storefront does not know (a newer server's). */
export function knownFont(font: string | null | undefined): Font {
  return (FONTS as readonly string[]).includes(font ?? '') ? (font as Font) : DEFAULT_FONT
}

const familyOf = (font: string) => FAMILIES[knownFont(font)]

/** The CSS family name the font's faces are loaded under (`Open Sans`). */
export function familyName(font: string): string {
  return familyOf(font).name
}

const quoted = (name: string) => (/\s/.test(name) ? `"${name}"` : name)
const fallbackName = (family: FontFamily) => `${family.name} Fallback`

/** CSS font-family: the font, its reshaped stand-in, then what the system has of its kind. */
export function fontStack(font: string): string {
  const family = familyOf(font)
  const system = family.serif
    ? '"Times New Roman", Georgia, serif'
    : '"Helvetica Neue", Arial, sans-serif'
  return `${quoted(family.name)}, "${fallbackName(family)}", ${system}`
}

/** The system fonts a stand-in is made of, the first one installed (each also in bold). */
const STAND_INS = {
  sans: ['Arial', 'Liberation Sans', 'Helvetica'],
  serif: ['Times New Roman', 'Liberation Serif', 'Times'],
}

/**
 * The @font-face rules of the font's stand-in, regular and bold: text drawn before the font has
 * arrived takes the room it will take in it, so that nothing moves when it comes in.
 */
export function fallbackFaces(font: string): string {
  const family = familyOf(font)
  const metrics =
    `size-adjust: ${family.sizeAdjust}; ascent-override: ${family.ascent}; ` +
    `descent-override: ${family.descent}; line-gap-override: 0%;`
  const locals = STAND_INS[family.serif ? 'serif' : 'sans']
  const face = (weight: number, suffix: string) =>
    `@font-face { font-family: "${fallbackName(family)}"; font-weight: ${weight}; ${metrics}
  src: ${locals.map((local) => `local("${local}${suffix}")`).join(', ')}; }`
  return `\n${face(400, '')}\n${face(700, ' Bold')}\n`
}
