import roboto100 from '@fontsource/roboto/files/roboto-latin-100-normal.woff2?url'
import roboto300 from '@fontsource/roboto/files/roboto-latin-300-normal.woff2?url'
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url'
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url'
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url'
import roboto900 from '@fontsource/roboto/files/roboto-latin-900-normal.woff2?url'
import inter100 from '@fontsource/inter/files/inter-latin-100-normal.woff2?url'
import inter300 from '@fontsource/inter/files/inter-latin-300-normal.woff2?url'
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url'
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url'
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url'
import inter900 from '@fontsource/inter/files/inter-latin-900-normal.woff2?url'
import openSans300 from '@fontsource/open-sans/files/open-sans-latin-300-normal.woff2?url'
import openSans400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url'
import openSans500 from '@fontsource/open-sans/files/open-sans-latin-500-normal.woff2?url'
import openSans700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url'
import lora400 from '@fontsource/lora/files/lora-latin-400-normal.woff2?url'
import lora500 from '@fontsource/lora/files/lora-latin-500-normal.woff2?url'
import lora700 from '@fontsource/lora/files/lora-latin-700-normal.woff2?url'
import merriweather300 from '@fontsource/merriweather/files/merriweather-latin-300-normal.woff2?url'
import merriweather400 from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url'
import merriweather500 from '@fontsource/merriweather/files/merriweather-latin-500-normal.woff2?url'
import merriweather700 from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url'
import merriweather900 from '@fontsource/merriweather/files/merriweather-latin-900-normal.woff2?url'
import type { Font } from '../../contract/values/website.ts'

/**
 * The woff2 files of each font, Latin only, by weight: the weights of spec §9 (100, 300, 400,
 * 500, 700, 900) that the family has. Vite gives each file an address of the built storefront;
 * the browser fetches only those of the font it loads.
 */
export const FONT_FILES: Record<Font, Record<number, string>> = {
  roboto: {
    100: roboto100,
    300: roboto300,
    400: roboto400,
    500: roboto500,
    700: roboto700,
    900: roboto900,
  },
  inter: {
    100: inter100,
    300: inter300,
    400: inter400,
    500: inter500,
    700: inter700,
    900: inter900,
  },
  'open-sans': { 300: openSans300, 400: openSans400, 500: openSans500, 700: openSans700 },
  lora: { 400: lora400, 500: lora500, 700: lora700 },
  merriweather: {
    300: merriweather300,
    400: merriweather400,
    500: merriweather500,
    700: merriweather700,
    900: merriweather900,
  },
}
