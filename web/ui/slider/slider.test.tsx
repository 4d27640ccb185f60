import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Slider } from './slider.tsx'
import { stubSliderLayout } from './test-layout.ts'

let restore: () => void
beforeEach(() => {
  // Two 300 px slides fit in 600 px: five slides make three pages.
  restore = stubSliderLayout({ viewWidth: 600, slideWidth: 300 })
})
afterEach(() => restore())

function renderSlider(count: number) {
  render(
    <Slider label="Nouveautés" slideWidth={300}>
      {Array.from({ length: count }, (_, index) => (
        <a key={index} href={`/film-${index + 1}`}>
          Film {index + 1}
        </a>
      ))}
    </Slider>,
  )
  return screen.getByRole('region', { name: 'Nouveautés' })
}

/** The page the dots say is shown, from 1. */
function currentPage(): number {
  const dots = screen.getAllByRole('button', { name: /^Page \d+ sur \d+$/ })
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1
}

describe('the slider', () => {
  it('has labelled arrows and one dot per page, the first page current', async () => {
    const region = renderSlider(5)
    expect(await within(region).findByRole('button', { name: 'Page suivante' })).toBeTruthy()
    expect(within(region).getByRole('button', { name: 'Page précédente' })).toBeTruthy()
    expect(within(region).getAllByRole('button', { name: /sur 3$/ })).toHaveLength(3)
    expect(currentPage()).toBe(1)
    expect(within(region).getAllByRole('group')).toHaveLength(5)
    expect(within(region).getByRole('group', { name: '5 sur 5' })).toBeTruthy()
  })

  it('wraps to the last page before the first and back to the first after the last', async () => {
    renderSlider(5)
    const next = await screen.findByRole('button', { name: 'Page suivante' })
    const previous = screen.getByRole('button', { name: 'Page précédente' })
    await userEvent.click(previous)
    expect(currentPage()).toBe(3)
    await userEvent.click(next)
    expect(currentPage()).toBe(1)
    await userEvent.click(next)
    await userEvent.click(next)
    expect(currentPage()).toBe(3)
    await userEvent.click(next)
    expect(currentPage()).toBe(1)
  })

  it('goes to the page of the dot pressed, and moves with the arrow keys', async () => {
    renderSlider(5)
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2 sur 3' }))
    expect(currentPage()).toBe(2)
    screen.getByRole('link', { name: 'Film 1' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(currentPage()).toBe(3)
    await userEvent.keyboard('{ArrowRight}')
    expect(currentPage()).toBe(1)
    await userEvent.keyboard('{ArrowLeft}')
    expect(currentPage()).toBe(3)
  })

  it('wraps when dragged past either end, as the arrows do', async () => {
    restore()
    // Two slides of 300 px in 450 px: two pages, too few for Embla to loop by itself.
    restore = stubSliderLayout({ viewWidth: 450, slideWidth: 300 })
    const region = renderSlider(2)
    await screen.findByRole('button', { name: 'Page suivante' })
    const viewport = region.querySelector('[data-slider-container]')!.parentElement!
    // jsdom has no PointerEvent: a MouseEvent of the same type carries clientX as well.
    const drag = async (from: number, to: number) => {
      await act(async () => {
        viewport.dispatchEvent(new MouseEvent('pointerdown', { clientX: from, bubbles: true }))
        window.dispatchEvent(new MouseEvent('pointerup', { clientX: to, bubbles: true }))
      })
    }
    await drag(100, 400)
    expect(currentPage()).toBe(2)
    await drag(400, 100)
    expect(currentPage()).toBe(1)
    // A click is no drag.
    await drag(100, 105)
    expect(currentPage()).toBe(1)
  })

  it('shows no arrows or dots when everything fits on one page', async () => {
    const region = renderSlider(2)
    await act(async () => undefined)
    expect(within(region).getAllByRole('link')).toHaveLength(2)
    expect(within(region).queryByRole('button')).toBeNull()
  })
})
