import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** The title of an auth screen, its one h1. */
export function AuthHeading({ children }: { children: ReactNode }) {
  usePageTitle(typeof children === 'string' ? children : undefined)
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
      {children}
    </Typography>
  )
}
