import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** How a figure moved since the period before: said in words, coloured by whether it is good. */
export interface FigureChange {
  text: string
  tone: 'good' | 'bad' | 'neutral'
}

const TONE_COLOURS = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' }

/**
 * One figure of the dashboard: what it is, then its value, large, and how it changed when
 * known; a term and its definition.
 */
export function FigureCard(props: {
  label: string
  value: string
  testId?: string
  change?: FigureChange
  /** In a grid of narrow columns (two on a phone): no minimum width, long values broken. */
  compact?: boolean
}) {
  const box = props.compact ? { minWidth: 0, px: { xs: 1.5, sm: 2 } } : { minWidth: 150, px: 2 }
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 1.5, ...box }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography
        component="dd"
        variant="h5"
        sx={{
          m: 0,
          overflowWrap: 'anywhere',
          ...(props.compact ? { fontSize: { xs: '1.25rem', sm: '1.5rem' } } : {}),
        }}
        data-testid={props.testId}
      >
        {props.value}
        {props.change && (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: TONE_COLOURS[props.change.tone], fontWeight: 500 }}
          >
            {props.change.text}
          </Typography>
        )}
      </Typography>
    </Box>
  )
}
