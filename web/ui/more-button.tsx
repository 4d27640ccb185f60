import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { HydrationRegion } from './hydration-region.tsx'

/** The button under a list that loads its next page (category, items, search). */
export function MoreButton(props: { label: string; loading: boolean; onMore: () => void }) {
  return (
    <HydrationRegion>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button variant="outlined" loading={props.loading} onClick={props.onMore}>
          {props.label}
        </Button>
      </Box>
    </HydrationRegion>
  )
}
