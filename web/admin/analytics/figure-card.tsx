import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** One figure of the dashboard: what it is, then its value, large; a term and its definition. */
export function FigureCard(props: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, minWidth: 150 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={props.testId}>
        {props.value}
      </Typography>
    </Box>
  )
}
