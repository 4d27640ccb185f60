import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { HydrateLater } from './hydrate-later.tsx'

/** The button under a list that loads its next page (category, items, search). */
export function MoreButton(props: { label: string; loading: boolean; onMore: () => void }) {
  return (
    <HydrateLater>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button variant="outlined" loading={props.loading} onClick={props.onMore}>
          {props.label}
        </Button>
      </Box>
    </HydrateLater>
  )
}
