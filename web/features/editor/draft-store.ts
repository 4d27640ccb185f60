import { create } from 'zustand'
import type { Appearance, EditorContent } from '../../../contract/schemas/admin.ts'
import type { Block } from '../../../contract/schemas/pages.ts'
import { conformContent } from './conform-block.ts'

interface DraftState {
  /** What the server holds: as loaded, or as last saved. */
  saved: EditorContent | null
  /** What staff are editing; the page previews it. Dirty while it is not `saved`. */
  draft: EditorContent | null
  /** Starts (or, after a save, restarts) editing from what the server answered. */
  load: (content: EditorContent) => void
  /** Drops every change since the last load or save. */
  discard: () => void
  /** Forgets everything, when the editor closes. */
  clear: () => void
  updateBlock: (uid: string, change: (block: Block) => Block) => void
  /** Moves the block to `index` of the page, the others following in their order. */
  moveBlock: (uid: string, index: number) => void
  /** Adds the block after the last one. */
  addBlock: (block: Block) => void
  deleteBlock: (uid: string) => void
  updateAppearance: (change: Partial<Appearance>) => void
}

type Blocks = (blocks: Block[]) => Block[]

/** The editor's working copy of the home page and appearance (one editor at a time). */
export const useDraft = create<DraftState>((set) => {
  const changeBlocks = (change: Blocks) =>
    set(({ draft }) =>
      draft
        ? { draft: { ...draft, page: { ...draft.page, content: change(draft.page.content) } } }
        : {},
    )
  return {
    saved: null,
    draft: null,
    load: (content) => {
      const conformed = conformContent(content)
      set({ saved: conformed, draft: conformed })
    },
    discard: () => set(({ saved }) => ({ draft: saved })),
    clear: () => set({ saved: null, draft: null }),
    updateBlock: (uid, change) =>
      changeBlocks((blocks) => blocks.map((block) => (block.uid === uid ? change(block) : block))),
    moveBlock: (uid, index) =>
      changeBlocks((blocks) => {
        const moving = blocks.find((block) => block.uid === uid)
        if (!moving) return blocks
        const others = blocks.filter((block) => block !== moving)
        return [...others.slice(0, index), moving, ...others.slice(index)]
      }),
    addBlock: (block) => changeBlocks((blocks) => [...blocks, block]),
    deleteBlock: (uid) => changeBlocks((blocks) => blocks.filter((block) => block.uid !== uid)),
    updateAppearance: (change) =>
      set(({ draft }) =>
        draft ? { draft: { ...draft, appearance: { ...draft.appearance, ...change } } } : {},
      ),
  }
})

/** True while the draft holds changes that are not saved. */
export const useIsDirty = () => useDraft((state) => state.draft !== state.saved)
