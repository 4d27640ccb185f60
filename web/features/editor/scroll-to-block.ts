/** Spec §9: the page stops this far above the block, below the app bar and category bar. */
export const EDITOR_SCROLL_OFFSET = 142

const FRAMES_TO_WAIT = 20

/** The page's element of a block (BlockList marks each with data-block-uid). */
export function blockElement(uid: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-block-uid="${uid.replace(/["\\]/g, '\\$&')}"]`)
}

/**
 * Scrolls the page so the block sits 142 px below the top. A block just added or shown is drawn
 * a few frames later, so it is looked for again for a short while.
 */
export function scrollToBlock(uid: string, frames = FRAMES_TO_WAIT): void {
  const element = blockElement(uid)
  if (!element) {
    if (frames > 0) requestAnimationFrame(() => scrollToBlock(uid, frames - 1))
    return
  }
  const top = element.getBoundingClientRect().top + window.scrollY - EDITOR_SCROLL_OFFSET
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
}
