import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

/** Spec §4: covers the drawer while a submission is on its way. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.85)',
        color: '#1d1d1f',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  )
}
