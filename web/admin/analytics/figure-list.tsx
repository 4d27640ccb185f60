import Box from '@mui/material/Box'
import { FigureCard } from './figure-card.tsx'

/** Figures side by side, as a definition list: each label names its value. */
export function FigureList(props: {
  figures: { label: string; value: string; testId?: string }[]
}) {
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
      {props.figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </Box>
  )
}
