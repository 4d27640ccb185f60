import { styled } from '@mui/material/styles'
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { useToasts } from '../lib/toasts.ts'
import { TOAST_COLORS } from './toast-colors.ts'

/** notistack's toast, in colours white text can be read on. */
const ReadableToast = styled(MaterialDesignContent)(
  Object.fromEntries(
    Object.entries(TOAST_COLORS).map(([variant, color]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: color, color: '#fff' },
    ]),
  ),
)
const READABLE = {
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
}

/**
 * Spec §9: toasts top-right, 5000 ms, at most 20 at once. Mounted beside the app once a first
 * toast is asked for (toasts.ts), so its code stays out of the first load; it then shows every
 * toast waiting.
 */
export function Toaster() {
  const waiting = useToasts((state) => state.waiting)
  useEffect(() => {
    if (waiting.length === 0) return
    for (const toast of waiting) enqueueSnackbar(toast.message, { variant: toast.variant })
    useToasts.setState({ waiting: [] })
  }, [waiting])
  return (
    <SnackbarProvider
      maxSnack={20}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={READABLE}
    />
  )
}
