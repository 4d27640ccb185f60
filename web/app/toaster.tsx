import { SnackbarProvider } from 'notistack'

/**
 * Spec §9: toasts top-right, 5000 ms, at most 20 at once. Rendered beside the app rather than
 * around it, so it loads in its own chunk; features call notistack's `enqueueSnackbar`.
 */
export function Toaster() {
  return (
    <SnackbarProvider
      maxSnack={20}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  )
}
