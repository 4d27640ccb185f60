import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSliderLayout } from '../../ui/slider/test-layout.ts'
import { demoBlock } from './test/demo-blocks.ts'
import { renderHome } from './test/render-home.tsx'

let restore: () => void
beforeEach(() => {
  restore = stubSliderLayout()
  vi.spyOn(console, 'error')
})
afterEach(() => {
  restore()
  vi.restoreAllMocks()
})

const liveBlock = (title = 'À l’antenne') => {
  const block = demoBlock('Items', 'live-now-and-upcoming')
  return { ...block, fields: { ...block.fields, title } }
}

describe('the "live now and upcoming" block', () => {
  it('lists what the server has live, on air first, whatever items staff chose', async () => {
    const { asked } = renderHome([liveBlock()])
    const section = await screen.findByRole('region', { name: 'À l’antenne' })
    await within(section).findByText('Film item-1')
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual(['Film item-1', 'Film item-2'])
    expect(within(section).getByText('En direct')).toBeTruthy()
    expect(within(section).getByLabelText(/^Débute le .* · \d\d:\d\d$/)).toBeTruthy()
    const call = decodeURIComponent(asked.find((url) => url.includes('/items/'))!)
    expect(call).toContain('live=now_and_upcoming')
    expect(call).not.toContain('uid__in')
    expect(console.error).not.toHaveBeenCalled()
  })

  it('is not shown when nothing is live or to come', async () => {
    const { container, asked } = renderHome([liveBlock(), demoBlock('Faq', 'paragraphs')], {}, [])
    await screen.findByText('Comment regarder une vidéo ?')
    await waitFor(() => expect(asked.some((url) => url.includes('live='))).toBe(true))
    await waitFor(() =>
      expect(container.querySelector('[data-block-layout="live-now-and-upcoming"]')).toBeNull(),
    )
    expect(screen.queryByRole('region', { name: 'À l’antenne' })).toBeNull()
  })
})
