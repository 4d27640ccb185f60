import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** A part of a panel under an item (its media, its live control), named by its heading. */
export function PanelSection({
  title,
  heading = 'h2',
  children,
}: {
  title: string
  heading?: 'h2' | 'h3'
  children: ReactNode
}) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component={heading} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
