import type {
  Background,
  ButtonProps,
  ImageProps,
  TextProps,
} from '../../contract/schemas/pages.ts'

/** Small makers of block properties, so the demo page reads as content, not as boilerplate. */

export function text(value: string, style: Partial<TextProps> = {}): TextProps {
  return {
    text: value,
    color: '#ffffff',
    fontFamily: '',
    textAlign: 'left',
    fontSize: 18,
    fontIsBold: false,
    fontIsItalic: false,
    ...style,
  }
}

export const heading = (value: string, style: Partial<TextProps> = {}) =>
  text(value, { fontSize: 44, fontIsBold: true, ...style })

export function button(label: string, href: string, style: Partial<ButtonProps> = {}): ButtonProps {
  return {
    text: label,
    action: 'link',
    href,
    variant: 'contained',
    size: 'large',
    shape: 'rounded',
    color: '#884aff',
    colorText: '#ffffff',
    ...style,
  }
}

/** A button the block does not show. */
export const noButton = (): ButtonProps => button('', '', { action: 'none' })

export function image(src: string, style: Partial<ImageProps> = {}): ImageProps {
  return { src, fileId: null, cover: true, position: 'center', ...style }
}

export const colorBackground = (color: string): Background => ({ type: 'color', color, src: '' })

export const imageBackground = (src: string, tint = '#00000066'): Background => ({
  type: 'image',
  color: tint,
  src,
})
