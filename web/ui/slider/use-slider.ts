import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'

type Embla = NonNullable<UseEmblaCarouselType[1]>

/** Embla's own: a shorter move is a click, not a drag. */
const DRAG_THRESHOLD_PX = 10

export interface SliderState {
  /** Goes on the element whose first child holds the slides. */
  viewportRef: (node: HTMLElement | null) => void
  /** How many pages (scroll snaps) the slides make at the current width; 0 before start. */
  pageCount: number
  /** The page shown, from 0. */
  page: number
  previous: () => void
  next: () => void
  goTo: (page: number) => void
}

/**
 * Embla with the storefront's rules: a page is as many slides as fit, swipes move by a page,
 * and both ends wrap, by arrow or by drag — also when Embla turns its own loop off because the
 * slides are too few.
 */
export function useSlider(): SliderState {
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    align: 'start',
    slidesToScroll: 'auto',
  })
  const [pageCount, setPageCount] = useState(0)
  const [page, setPage] = useState(0)

  useEffect(() => {
    if (!embla) return
    const follow = (api: Embla) => {
      setPageCount(api.scrollSnapList().length)
      setPage(api.selectedScrollSnap())
    }
    follow(embla)
    embla.on('select', follow).on('reInit', follow)
    return () => {
      embla.off('select', follow).off('reInit', follow)
    }
  }, [embla])

  const next = useCallback(() => {
    if (!embla) return
    if (embla.canScrollNext()) embla.scrollNext()
    else embla.scrollTo(0)
  }, [embla])

  const previous = useCallback(() => {
    if (!embla) return
    if (embla.canScrollPrev()) embla.scrollPrev()
    else embla.scrollTo(embla.scrollSnapList().length - 1)
  }, [embla])

  // A drag past either end wraps too, as the arrows do, where Embla's own loop is off.
  useEffect(() => {
    if (!embla) return
    const root = embla.rootNode()
    const onPointerDown = (down: PointerEvent) => {
      const from = embla.selectedScrollSnap()
      const last = embla.scrollSnapList().length - 1
      const onPointerUp = (up: PointerEvent) => {
        const moved = up.clientX - down.clientX
        if (Math.abs(moved) < DRAG_THRESHOLD_PX) return
        if (moved < 0 && from === last && !embla.canScrollNext()) embla.scrollTo(0)
        if (moved > 0 && from === 0 && !embla.canScrollPrev()) embla.scrollTo(last)
      }
      window.addEventListener('pointerup', onPointerUp, { once: true })
    }
    root.addEventListener('pointerdown', onPointerDown)
    return () => root.removeEventListener('pointerdown', onPointerDown)
  }, [embla])

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla])

  return { viewportRef, pageCount, page, previous, next, goTo }
}
