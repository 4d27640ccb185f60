import { vi } from 'vitest'

/**
 * jsdom lays nothing out and has no ResizeObserver, IntersectionObserver or matchMedia, which
 * Embla needs, and leaves unset margins empty where browsers answer `0px`.
 * This gives every slider container `viewWidth` px and each slide `slideWidth` px side by side,
 * as a browser would; tests call the returned function to undo it. In a window tall enough for
 * the whole page, what is watched outside sliders (the end of a long home page) is in view.
 */
export function stubSliderLayout({ viewWidth = 600, slideWidth = 300 } = {}): () => void {
  class NoObserver {
    observe(_target?: Element) {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  class InViewObserver extends NoObserver {
    constructor(private readonly report: IntersectionObserverCallback) {
      super()
    }
    override observe(target: Element) {
      if (target.closest('[data-slider-container]')) return
      const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry
      queueMicrotask(() => this.report([entry], this as unknown as IntersectionObserver))
    }
  }
  vi.stubGlobal('ResizeObserver', NoObserver)
  vi.stubGlobal('IntersectionObserver', InViewObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))

  const computeStyle = window.getComputedStyle.bind(window)
  const styleSpy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computeStyle(element, pseudo)
    const read = style.getPropertyValue.bind(style)
    style.getPropertyValue = (name: string) =>
      read(name) || (name.startsWith('margin') ? '0px' : '')
    return style
  })

  const proto = HTMLElement.prototype
  const width = Object.getOwnPropertyDescriptor(proto, 'offsetWidth')
  const left = Object.getOwnPropertyDescriptor(proto, 'offsetLeft')
  Object.defineProperty(proto, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.hasAttribute('data-slider-container')) return viewWidth
      if (this.hasAttribute('data-slider-slide')) return slideWidth
      return 0
    },
  })
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.hasAttribute('data-slider-slide')) return 0
      return Array.prototype.indexOf.call(this.parentElement?.children ?? [], this) * slideWidth
    },
  })
  return () => {
    if (width) Object.defineProperty(proto, 'offsetWidth', width)
    if (left) Object.defineProperty(proto, 'offsetLeft', left)
    styleSpy.mockRestore()
    vi.unstubAllGlobals()
  }
}
