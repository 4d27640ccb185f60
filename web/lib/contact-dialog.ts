import { create } from 'zustand'

interface ContactDialogState {
  open: boolean
  /** How many times it was opened: each opening starts from an empty form (spec §4). */
  openings: number
  show: () => void
  hide: () => void
}

/**
 * Whether the contact dialog is open. A store rather than shell state, because the app bar, the
 * main drawer and home-page block buttons all open it. Not persisted: a reload closes it.
 */
export const useContactDialog = create<ContactDialogState>((set) => ({
  open: false,
  openings: 0,
  show: () => set((state) => ({ open: true, openings: state.openings + 1 })),
  hide: () => set({ open: false }),
}))

/** Opens the contact dialog from anywhere (a click handler needs no hook). */
export function openContactDialog(): void {
  useContactDialog.getState().show()
}
