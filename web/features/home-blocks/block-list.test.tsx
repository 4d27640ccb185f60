import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEditorFocus } from '../../lib/editor-focus.ts'
import { demoBlock } from './test/demo-blocks.ts'
import { renderHome } from './test/render-home.tsx'

/** A stand-in for the browser's IntersectionObserver that the test tells when the marker shows. */
class ObserverStub {
  static live: ObserverStub[] = []
  constructor(private readonly report: IntersectionObserverCallback) {
    ObserverStub.live.push(this)
  }
  observe() {}
  disconnect() {
    ObserverStub.live = ObserverStub.live.filter((observer) => observer !== this)
  }
  /** The visitor scrolled to within a screen of the last block drawn. */
  static approach() {
    for (const observer of ObserverStub.live) {
      observer.report(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      )
    }
  }
}

const TITLES = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit']
const blocks = TITLES.map((title, index) => {
  const block = demoBlock('Banner2', 'sidebar-left', index)
  return { ...block, uid: `b${index}`, fields: { ...block.fields, title: { text: title } } }
})
const drawn = () =>
  TITLES.filter((title) => screen.queryByRole('heading', { name: title }) !== null)

beforeEach(() => vi.stubGlobal('IntersectionObserver', ObserverStub))
afterEach(() => {
  vi.unstubAllGlobals()
  ObserverStub.live = []
  useEditorFocus.setState({ activeBlockUid: null })
})

describe('a long home page', () => {
  it('draws the first blocks, and the next ones as the visitor nears the last drawn', async () => {
    renderHome(blocks)
    await waitFor(() => expect(drawn()).toEqual(TITLES.slice(0, 4)))
    act(() => ObserverStub.approach())
    await waitFor(() => expect(drawn()).toEqual(TITLES.slice(0, 6)))
    act(() => ObserverStub.approach())
    await waitFor(() => expect(drawn()).toEqual(TITLES))
    expect(document.querySelector('[data-more-blocks]')).toBeNull()
  })

  it('draws, at once, the block the site editor selects', async () => {
    renderHome(blocks)
    await waitFor(() => expect(drawn()).toEqual(TITLES.slice(0, 4)))
    act(() => useEditorFocus.setState({ activeBlockUid: 'b6' }))
    await waitFor(() => expect(drawn()).toEqual(TITLES.slice(0, 7)))
  })
})
