import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'

/** A property made of several fields: a fieldset, so its legend names the group it forms. */
export function FieldSet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: 1.5,
        pt: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2' }}>
        {legend}
      </Box>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {children}
      </Stack>
    </Box>
  )
}
