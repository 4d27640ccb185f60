import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

/**
 * What a list with nothing in it says, in text that passes AA (react-admin's own empty page
 * greys it out below 3:1).
 */
export function EmptyList() {
  const translate = useTranslate()
  return (
    <Typography role="status" color="text.secondary" sx={{ p: 3 }}>
      {translate('ra.navigation.no_results')}
    </Typography>
  )
}
