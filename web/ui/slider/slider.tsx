import Box from '@mui/material/Box'
import { Children, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { SliderControls } from './slider-controls.tsx'
import { useSlider } from './use-slider.ts'
import { HydrationRegion } from '../hydration-region.tsx'

type Length = number | string
/** A CSS length, or one per breakpoint from which it applies. */
export type SlideWidth = Length | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', Length>>

export interface SliderProps {
  /** Names the carousel for assistive technologies, e.g. the block's title. */
  label: string
  /** One slide's width: a CSS length, or one per breakpoint, e.g. `{ xs: 300, md: 455 }`. */
  slideWidth: SlideWidth
  /** Space between slides, in px. */
  gap?: number
  /** The slides, one child each. */
  children: ReactNode
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT'])

/**
 * A horizontal slider (spec §2): swipe left for the next page, right for the previous, wraps at
 * both ends, page dots and labelled arrows; the arrow keys move it while focus is inside.
 */
export function Slider({ label, slideWidth, gap = 16, children }: SliderProps) {
  const { t } = useTranslation()
  const { viewportRef, ...controls } = useSlider()
  const slides = Children.toArray(children)

  const onKeyDown = (event: KeyboardEvent) => {
    if (TYPING.has((event.target as HTMLElement).tagName)) return
    if (event.key === 'ArrowRight') controls.next()
    else if (event.key === 'ArrowLeft') controls.previous()
    else return
    event.preventDefault()
  }

  return (
    <Box
      role="region"
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        {/* Gaps are padding on the slides: Embla's loop measures slides, not CSS gaps. */}
        <Box
          data-slider-container=""
          sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: `-${gap}px` }}
        >
          {slides.map((slide, index) => (
            <HydrationRegion key={index}>
              <Box
                data-slider-slide=""
                role="group"
                aria-roledescription={t('slider.slide')}
                aria-label={t('slider.position', { index: index + 1, count: slides.length })}
                sx={{ flex: '0 0 auto', width: slideWidth, minWidth: 0, pl: `${gap}px` }}
              >
                {slide}
              </Box>
            </HydrationRegion>
          ))}
        </Box>
      </Box>
      <SliderControls {...controls} />
    </Box>
  )
}
