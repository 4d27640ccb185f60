import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'

/** What a page of blocks shows until its blocks arrive; `label` says which page is loading. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      <Skeleton variant="rectangular" sx={{ height: { xs: 360, md: 480 } }} />
      <Container sx={{ py: 4 }}>
        <Skeleton variant="text" width="30%" height={40} />
        <Skeleton variant="rectangular" height={200} sx={{ mt: 2 }} />
      </Container>
    </Box>
  )
}
