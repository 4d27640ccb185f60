import { create } from 'zustand'

interface EditorFocusState {
  /** The uid of the block the site editor is working on, outlined on the page; null when none. */
  activeBlockUid: string | null
  setActiveBlock: (uid: string | null) => void
}

/**
 * The block the editor drawer has selected (spec §4 "active content id"). Shared through here
 * because the home page draws the outline and the editor chooses the block, and features never
 * import each other.
 */
export const useEditorFocus = create<EditorFocusState>((set) => ({
  activeBlockUid: null,
  setActiveBlock: (uid) => set({ activeBlockUid: uid }),
}))
