import Box from '@mui/material/Box'
import { FigureCard, type FigureChange } from './figure-card.tsx'

/** Figures side by side, as a definition list: each label names its value. */
export function FigureList(props: {
  figures: { label: string; value: string; testId?: string; change?: FigureChange }[]
  /** Cards in a grid of equal columns (as many as fit), instead of each as wide as its text. */
  grid?: boolean
}) {
  const layout = props.grid
    ? {
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(180px, 1fr))',
        },
      }
    : { display: 'flex', flexWrap: 'wrap' }
  return (
    <Box component="dl" sx={{ ...layout, gap: { xs: 1.5, sm: 2 }, m: 0 }}>
      {props.figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} compact={props.grid} />
      ))}
    </Box>
  )
}
