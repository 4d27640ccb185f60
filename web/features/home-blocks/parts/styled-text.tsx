import Typography from '@mui/material/Typography'
import type { ElementType } from 'react'
import type { TextProps } from '../../../../contract/schemas/pages.ts'
import { safeColour, safeFontFamily } from './safe-css.ts'

interface StyledTextProps {
  value: TextProps
  /** The element it is: 'h2' for a block's title, 'p' for the rest. */
  component?: ElementType
  /** Overrides the staff's alignment where the layout decides it (e.g. banner-center). */
  align?: TextProps['textAlign']
  id?: string
}

/**
 * A text of a block as staff styled it — colour, font, size, weight, slant, alignment — always
 * as text, never as HTML. Large sizes shrink on phones so a title still fits.
 */
export function StyledText({ value, component = 'p', align, id }: StyledTextProps) {
  if (!value.text.trim()) return null
  const size = value.fontSize
  return (
    <Typography
      component={component}
      id={id}
      sx={{
        m: 0,
        color: safeColour(value.color),
        fontFamily: safeFontFamily(value.fontFamily),
        fontSize: { xs: Math.max(Math.min(size, 16), Math.round(size * 0.7)), md: size },
        fontWeight: value.fontIsBold ? 700 : 400,
        fontStyle: value.fontIsItalic ? 'italic' : 'normal',
        textAlign: align ?? value.textAlign,
        lineHeight: size >= 28 ? 1.2 : 1.5,
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      {value.text}
    </Typography>
  )
}
