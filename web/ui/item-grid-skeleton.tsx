import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import { aspectRatioValue } from './image-url.ts'
import { ITEM_GRID_SPANS } from './item-grid.tsx'

/** Placeholder cards of the final size, so nothing moves when the items arrive. */
export function ItemGridSkeleton({ count, aspectRatio }: { count: number; aspectRatio: string }) {
  return (
    <Grid container spacing={2} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={ITEM_GRID_SPANS}>
          <Skeleton
            variant="rectangular"
            sx={{ aspectRatio: String(aspectRatioValue(aspectRatio)), height: 'auto' }}
          />
          <Skeleton width="70%" sx={{ mt: 1 }} />
        </Grid>
      ))}
    </Grid>
  )
}
