import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { aspectRatioValue } from '../../../ui/image-url.ts'

/** Cards of about the final size while a block's items arrive. */
export function ItemsSkeleton({ aspectRatio, wide }: { aspectRatio: string; wide: boolean }) {
  if (wide) {
    return (
      <Skeleton
        variant="rectangular"
        sx={{ aspectRatio: { xs: '4 / 5', sm: '16 / 9', lg: '21 / 9' }, height: 'auto' }}
      />
    )
  }
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 2, overflow: 'hidden' }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Box key={index} sx={{ flex: '0 0 auto', width: { xs: 300, md: 455 } }}>
          <Skeleton
            variant="rectangular"
            sx={{ aspectRatio: String(aspectRatioValue(aspectRatio)), height: 'auto' }}
          />
          <Skeleton width="70%" sx={{ mt: 1 }} />
        </Box>
      ))}
    </Box>
  )
}
