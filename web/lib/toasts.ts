import { create } from 'zustand'

export interface Toast {
  message: string
  variant: 'success' | 'error' | 'info' | 'warning'
}

interface ToastsState {
  /** Whether any toast was ever asked for: the toaster's code is fetched only then. */
  wanted: boolean
  /** Toasts asked for that the toaster has not shown yet. */
  waiting: Toast[]
}

export const useToasts = create<ToastsState>(() => ({ wanted: false, waiting: [] }))

/** Spec §9: a toast, top right, for 5 s. The first one brings the toaster's code in. */
export function showToast(message: string, variant: Toast['variant']): void {
  useToasts.setState((state) => ({
    wanted: true,
    waiting: [...state.waiting, { message, variant }],
  }))
}
