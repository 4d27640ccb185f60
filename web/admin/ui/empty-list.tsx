import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CreateButton, useResourceDefinition, useTranslate } from 'react-admin'

/**
 * What a list with nothing in it says, in text that passes AA (react-admin's own empty page
 * greys it out below 3:1), with the button to add the first one: `action`, or the list's own
 * form where it has one.
 */
export function EmptyList({ action }: { action?: ReactNode }) {
  const translate = useTranslate()
  const { hasCreate } = useResourceDefinition()
  return (
    <Box sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography role="status" color="text.secondary">
        {translate('ra.navigation.no_results')}
      </Typography>
      {action ?? (hasCreate && <CreateButton variant="contained" />)}
    </Box>
  )
}
