import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContent } from '../../../contract/schemas/pages.ts'
import { useDraft } from './draft-store.ts'
import { anEditorContent } from './test/editor-content.ts'
import { renderEditor } from './test/render-editor.tsx'

const ROW_HEIGHT = 48

/**
 * jsdom lays nothing out: each row of the block list (and what is inside it) is given the box
 * a browser would draw, one under the other, so the keyboard sensor can find the next place.
 */
function stubRowLayout() {
  const original = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-block-row]')
    if (!row?.parentElement) return original.call(this)
    const index = Array.from(row.parentElement.children).indexOf(row)
    return DOMRect.fromRect({ x: 0, y: index * ROW_HEIGHT, width: 360, height: ROW_HEIGHT })
  })
  Element.prototype.scrollIntoView ??= () => undefined
}

beforeEach(stubRowLayout)
afterEach(() => {
  useDraft.getState().clear()
  vi.restoreAllMocks()
})

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Blocs de la page' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-block-row'))

/**
 * Keys as a keyboard user presses them, each followed by the frames and timers the drag library
 * waits for (on a fake clock, run to their end).
 */
async function press(target: Element, ...keys: string[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  try {
    for (const key of keys) {
      const code = key === ' ' ? 'Space' : key
      await act(async () => {
        fireEvent.keyDown(target, { key, code })
        await vi.runAllTimersAsync()
      })
    }
  } finally {
    vi.useRealTimers()
  }
}

describe('moving blocks from the keyboard', { timeout: 30_000 }, () => {
  it('picks a block up with Space, moves it down with the arrows and drops it with Space', async () => {
    const { client } = renderEditor(anEditorContent())
    const handle = await screen.findByRole('button', { name: 'Déplacer le bloc Bannière du haut' })
    expect(rowNames()).toEqual(['hero', 'news', 'faq', 'promo'])

    handle.focus()
    await press(handle, ' ', 'ArrowDown', 'ArrowDown', ' ')

    expect(rowNames()).toEqual(['news', 'faq', 'hero', 'promo'])
    const page = client.getQueryData<PageContent>(['page', 'home'])
    expect(page?.content.map((block) => block.uid)).toEqual(['news', 'faq', 'hero', 'promo'])
    expect(
      (screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  it('says the block was picked, then each new place, then where it was dropped', async () => {
    renderEditor(anEditorContent())
    const handle = await screen.findByRole('button', { name: 'Déplacer le bloc Bannière du haut' })
    handle.focus()
    await press(handle, ' ')
    // Not drowned out at once by the block being over its own place.
    expect(screen.getByText('Bloc Bannière du haut saisi, en position 1 sur 4.')).toBeTruthy()
    await press(handle, 'ArrowDown')
    expect(screen.getByText('Bloc Bannière du haut en position 2 sur 4.')).toBeTruthy()
    await press(handle, ' ')
    expect(screen.getByText('Bloc Bannière du haut déposé en position 2 sur 4.')).toBeTruthy()
  })

  it('puts the block back where it was when Escape cancels the move', async () => {
    renderEditor(anEditorContent())
    const handle = await screen.findByRole('button', { name: 'Déplacer le bloc Promotion' })
    handle.focus()
    await press(handle, ' ', 'ArrowUp', 'Escape')
    expect(rowNames()).toEqual(['hero', 'news', 'faq', 'promo'])
  })
})
