import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

/** A line above a list's rows saying how the list behaves, such as how long its rows are kept. */
export function ListHint({
  message,
  values,
}: {
  message: string
  values?: Record<string, unknown>
}) {
  const translate = useTranslate()
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
      {translate(message, values)}
    </Typography>
  )
}
