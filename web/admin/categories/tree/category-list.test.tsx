import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from '../../data-provider.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { CategoryList } from './category-list.tsx'
import { serveCategories, type Call } from '../test/serve-categories.ts'

const ROW_HEIGHT = 40

/** The moves the screen sent: which category, and where to. */
const movesIn = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path.endsWith('/move/'))
    .map((call) => ({ path: call.path, body: call.body }))

/** jsdom lays nothing out: each row gets the box a browser would draw, one under the other. */
function stubRowLayout() {
  const original = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tbody tr')
    if (!row?.parentElement) return original.call(this)
    const index = Array.from(row.parentElement.children).indexOf(row)
    return DOMRect.fromRect({ x: 0, y: index * ROW_HEIGHT, width: 640, height: ROW_HEIGHT })
  })
  Element.prototype.scrollIntoView ??= () => undefined
}

beforeEach(stubRowLayout)
afterEach(() => vi.restoreAllMocks())

function renderTree() {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceDefinitionContextProvider
        definitions={{ categories: { name: 'categories', hasEdit: true, hasCreate: true } }}
      >
        <ResourceContextProvider value="categories">
          <CategoryList />
          <Notification />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  )
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Arborescence des catégories' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

/** Keys as a keyboard user presses them, each followed by the frames the drag library waits for. */
async function press(target: Element, ...keys: string[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  try {
    for (const key of keys) {
      await act(async () => {
        fireEvent.keyDown(target, { key, code: key === ' ' ? 'Space' : key })
        await vi.runAllTimersAsync()
      })
    }
  } finally {
    vi.useRealTimers()
  }
}

/** Opens a row's move menu and picks a move in it. */
async function moveFromMenu(name: string, move: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Déplacer ${name}` }))
  fireEvent.click(await screen.findByRole('menuitem', { name: move }))
}

describe('the category tree', { timeout: 30_000 }, () => {
  it('moves a category up from its menu, keeps the focus on it and says its new place', async () => {
    const calls = serveCategories()
    renderTree()
    await moveFromMenu('Histoire', 'Monter')
    expect(
      await screen.findByText('Histoire : position 1 sur 2 sous « Documentaires ».'),
    ).toBeTruthy()
    expect(movesIn(calls)).toEqual([
      { path: '/categories/history/move/', body: { parent_uid: 'docs', position: 0 } },
    ])
    expect(rowNames()).toEqual(['Documentaires', 'Histoire', 'Nature', 'Musique'])
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Déplacer Histoire' }),
      ),
    )
  })

  it('offers only the moves a row can make', async () => {
    serveCategories()
    renderTree()
    fireEvent.click(await screen.findByRole('button', { name: 'Déplacer Nature' }))
    const offered = (name: string) =>
      screen.getByRole('menuitem', { name }).getAttribute('aria-disabled') !== 'true'
    expect(offered('Monter')).toBe(false)
    expect(offered('Descendre')).toBe(true)
    expect(offered('Placer sous « … »')).toBe(false)
    expect(offered('Sortir de « Documentaires »')).toBe(true)
  })

  it('drops a row dragged from the keyboard beside the row it lands on', async () => {
    const calls = serveCategories()
    renderTree()
    const handle = await screen.findByRole('button', { name: 'Faire glisser Musique' })
    handle.focus()
    await press(handle, ' ', 'ArrowUp', ' ')
    expect(movesIn(calls)).toEqual([
      { path: '/categories/music/move/', body: { parent_uid: 'docs', position: 1 } },
    ])
    await waitFor(() =>
      expect(rowNames()).toEqual(['Documentaires', 'Nature', 'Musique', 'Histoire']),
    )
  })

  it("tells the server's reason when it refuses a move, and puts the tree back", async () => {
    serveCategories({
      move: [
        400,
        { type: 'ValidationError', message: 'parent_uid: A category cannot go under itself.' },
      ],
    })
    renderTree()
    await moveFromMenu('Musique', 'Placer sous « Documentaires »')
    expect(await screen.findByText('parent_uid: A category cannot go under itself.')).toBeTruthy()
    expect(rowNames()).toEqual(['Documentaires', 'Nature', 'Histoire', 'Musique'])
  })
})
