/** A rendition of the ladder, as media-chrome's quality menu reads it. */
export interface Rendition {
  id: string
  width: number
  height: number
  bitrate: number
  selected: boolean
}

/**
 * The `videoRenditions` of the video element that media-chrome's quality menu reads and sets
 * (the shape of the media-tracks proposal): hls.js's levels, and `selectedIndex` -1 for "auto".
 * A plain <video> has none; native HLS leaves it empty, so the menu stays hidden.
 */
export class RenditionList extends EventTarget {
  [index: number]: Rendition | undefined
  #renditions: Rendition[] = []
  #selectedIndex = -1
  /** Called when the viewer picks a rendition (-1: auto). */
  onSelect: (index: number) => void = () => {}

  get length(): number {
    return this.#renditions.length
  }

  get selectedIndex(): number {
    return this.#selectedIndex
  }

  set selectedIndex(index: number) {
    if (index === this.#selectedIndex) return
    this.#selectedIndex = index
    this.#renditions.forEach((rendition, at) => (rendition.selected = at === index))
    this.onSelect(index)
    this.dispatchEvent(new Event('change'))
  }

  [Symbol.iterator](): IterableIterator<Rendition> {
    return this.#renditions[Symbol.iterator]()
  }

  /** The ladder of the media now playing (none for native HLS or an MP4), back on auto. */
  replace(ladder: Omit<Rendition, 'id' | 'selected'>[]) {
    this.#renditions.forEach((_, at) => delete this[at])
    this.#renditions = ladder.map((rung, at) => ({ ...rung, id: String(at), selected: false }))
    this.#renditions.forEach((rendition, at) => (this[at] = rendition))
    this.#selectedIndex = -1
    this.dispatchEvent(new Event(this.#renditions.length ? 'addrendition' : 'removerendition'))
  }
}
