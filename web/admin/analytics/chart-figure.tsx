import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'
import type { ReactNode } from 'react'

/**
 * A chart as screen readers meet it: a figure named by its caption, whose drawing (hidden from
 * them by the chart itself) is told in words by `summary`; the same figures are in the CSV.
 */
export function ChartFigure(props: { caption: string; summary: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <figcaption style={visuallyHidden}>
        {props.caption}. {props.summary}
      </figcaption>
      {props.children}
    </Box>
  )
}
