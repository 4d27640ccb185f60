import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import type { BlockComponent } from '../../../../contract/schemas/pages.ts'

interface BlockSectionProps {
  component: BlockComponent
  layout: string
  /** Id of the heading that names the section, when it has one. */
  labelledBy?: string
  sx?: SxProps<Theme>
  children: ReactNode
}

/**
 * One block of the page: a section named by its heading; data-block-* tell browser tests and
 * the editor which block and layout it is (no role says that).
 */
export function BlockSection({ component, layout, labelledBy, sx, children }: BlockSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      data-block-component={component}
      data-block-layout={layout}
      sx={[{ py: { xs: 3, md: 5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  )
}

/** The title of a list block (items, categories, FAQ…): a level-2 heading, hidden when empty. */
export function BlockTitle({ id, title, inset }: { id: string; title: string; inset?: boolean }) {
  if (!title.trim()) return null
  const heading = (
    <Typography id={id} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 500 }}>
      {title}
    </Typography>
  )
  return inset ? <Container>{heading}</Container> : heading
}
