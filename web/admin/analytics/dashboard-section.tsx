import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/**
 * A part of the dashboard: a card under a heading (which names it to screen readers), with its
 * actions (a CSV download) beside the heading and an optional line saying what it counts.
 */
export function DashboardSection(props: {
  title: string
  help?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} mb={1}>
          <Typography id={headingId} variant="h6" component="h2">
            {props.title}
          </Typography>
          {props.actions}
        </Stack>
        {props.help && (
          <Typography variant="body2" color="text.secondary" mb={2}>
            {props.help}
          </Typography>
        )}
        {props.children}
      </CardContent>
    </Card>
  )
}
