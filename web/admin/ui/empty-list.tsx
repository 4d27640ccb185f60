import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CreateButton, useResourceDefinition, useTranslate } from 'react-admin'

/**
 * What a list with nothing in it says, in text that passes AA (react-admin's own empty page
 * greys it out below 3:1), with the button to add the first one where the list has a form.
 */
export function EmptyList() {
  const translate = useTranslate()
  const { hasCreate } = useResourceDefinition()
  return (
    <Box sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography role="status" color="text.secondary">
        {translate('ra.navigation.no_results')}
      </Typography>
      {hasCreate && <CreateButton variant="contained" />}
    </Box>
  )
}
