import Box from '@mui/material/Box'
import { Component, useEffect, type ReactNode } from 'react'
import { useToasts } from '../lib/toasts.ts'
import { TOAST_COLORS } from './toast-colors.ts'

const SHOWN_MS = 5000

/**
 * Toasts drawn with what the page already has (a Box: nothing more to fetch), for when the
 * toaster's own code could not be fetched (a network drop): the message still reaches the
 * visitor, for the same 5 s (spec §9).
 */
function PlainToasts() {
  const waiting = useToasts((state) => state.waiting)
  useEffect(() => {
    if (waiting.length === 0) return
    const timer = setTimeout(() => useToasts.setState({ waiting: [] }), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  return (
    <Box sx={{ position: 'fixed', top: 16, right: 16, zIndex: 1400, display: 'grid', gap: 1 }}>
      {waiting.map((toast, index) => (
        <Box
          key={index}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          sx={{
            px: 2,
            py: 1.5,
            borderRadius: 1,
            boxShadow: 3,
            color: '#fff',
            bgcolor: TOAST_COLORS[toast.variant],
          }}
        >
          {toast.message}
        </Box>
      ))}
    </Box>
  )
}

/** Holds the toaster: if its code fails to load, toasts are shown plainly and the app stays up. */
export class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn('The toaster could not load; toasts are shown plainly', error)
  }

  override render() {
    return this.state.failed ? <PlainToasts /> : this.props.children
  }
}
