/** Spec §9: the page stops this far above the block, below the app bar and category bar. */
export const EDITOR_SCROLL_OFFSET = 142

const FRAMES_TO_WAIT = 20
/** Closer than this, the block is where it should be. */
const TOLERANCE_PX = 1
/** What a person does to scroll or use the page themselves, which lets the block go. */
const OWN_ACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** The page's element of a block (BlockList marks each with data-block-uid). */
export function blockElement(uid: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-block-uid="${uid.replace(/["\\]/g, '\\$&')}"]`)
}

/** Where the page would stop to show `element` at the offset, within how far it can scroll. */
function targetOf(element: HTMLElement): number {
  const wanted = element.getBoundingClientRect().top + window.scrollY - EDITOR_SCROLL_OFFSET
  const furthest = document.documentElement.scrollHeight - window.innerHeight
  return Math.round(Math.max(0, Math.min(wanted, furthest)))
}

/** Ends the current hold on a block, if any. */
let letGo: (() => void) | null = null

/**
 * Scrolls smoothly to the block, then holds it at the offset while the page around it settles:
 * the blocks above it are drawn and filled (the home page draws them as they near, their items
 * arrive) during and after the scroll, which would push it away. The hold ends as soon as the
 * person scrolls or does anything on the page, or another block is asked for.
 */
function scrollAndHold(element: HTMLElement): void {
  letGo?.()
  const stop = new AbortController()
  // Where there is no ResizeObserver (jsdom), the page is realigned once it stops.
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => realign())
  let moving = Math.abs(targetOf(element) - window.scrollY) > TOLERANCE_PX
  function realign() {
    if (!element.isConnected) return letGo?.()
    if (moving) return
    const top = targetOf(element)
    if (Math.abs(top - window.scrollY) > TOLERANCE_PX) {
      window.scrollTo({ top, behavior: 'instant' })
    }
  }
  letGo = () => {
    stop.abort()
    resizes?.disconnect()
    letGo = null
  }
  window.addEventListener(
    'scrollend',
    () => {
      moving = false
      realign()
    },
    { signal: stop.signal },
  )
  for (const type of OWN_ACTIONS) {
    window.addEventListener(type, () => letGo?.(), { once: true, signal: stop.signal })
  }
  resizes?.observe(document.body)
  if (moving) window.scrollTo({ top: targetOf(element), behavior: 'smooth' })
}

/**
 * Scrolls the page so the block sits 142 px below the top, and keeps it there while what lies
 * above it changes height. A block just added or shown is drawn a few frames later, so it is
 * looked for again for a short while.
 */
export function scrollToBlock(uid: string, frames = FRAMES_TO_WAIT): void {
  const element = blockElement(uid)
  if (!element) {
    if (frames > 0) requestAnimationFrame(() => scrollToBlock(uid, frames - 1))
    return
  }
  scrollAndHold(element)
}
