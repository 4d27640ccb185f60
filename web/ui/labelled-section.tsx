import Box, { type BoxProps } from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { VISUALLY_HIDDEN } from './visually-hidden.ts'

interface LabelledSectionProps extends Omit<BoxProps<'section'>, 'title'> {
  title: string
  /** Heading for screen readers only, where the page shows what the section is by itself. */
  hideTitle?: boolean
  children: ReactNode
}

/**
 * A section of a page named by its own h2, so headings go h1 → h2 → the cards' h3 in order and
 * a screen reader can jump between the page's parts.
 */
export function LabelledSection({ title, hideTitle, children, ...box }: LabelledSectionProps) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id} {...box}>
      <Typography
        id={id}
        variant="h5"
        component="h2"
        gutterBottom
        sx={hideTitle ? VISUALLY_HIDDEN : undefined}
      >
        {title}
      </Typography>
      {children}
    </Box>
  )
}
