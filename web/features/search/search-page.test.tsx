import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aCategory, anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

afterEach(() => vi.useRealTimers())

const matches = Array.from({ length: 31 }, (_, index) => anItem({ uid: `n${index + 1}` }))

function searchAnswer(url: string) {
  const query = new URL(url, 'http://localhost').searchParams
  const offset = Number(query.get('offset'))
  const limit = Number(query.get('limit'))
  const search = query.get('search')
  const found = search === 'nature' ? matches : search === 'zzzz' ? [] : matches.slice(0, 1)
  return { count: found.length, results: found.slice(offset, offset + limit) }
}

function startUp(extra: Record<string, unknown> = {}) {
  return serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/items/': searchAnswer,
    ...extra,
  })
}

const searches = (asked: string[]) =>
  asked.filter((url) => url.includes('/items/')).map((url) => decodeURIComponent(url))

/** Runs the fake clock forward, letting answers and renders happen on the way. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the search page', () => {
  it('asks once, 300 ms after typing stops, and keeps the text in the address', async () => {
    const asked = startUp()
    const { router } = renderApp('/search')
    const box = await screen.findByRole('searchbox', { name: 'Rechercher une vidéo' })

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // Fast typing: one change per letter, 50 ms apart.
    for (const typed of ['n', 'na', 'nat', 'natu', 'natur', 'nature']) {
      fireEvent.change(box, { target: { value: typed } })
      await wait(50)
    }
    await wait(249)
    expect(searches(asked)).toEqual([])
    expect(router.state.location.search).toBe('')

    await wait(1)
    await wait(50)
    expect(searches(asked)).toHaveLength(1)
    expect(searches(asked)[0]).toContain('search=nature&limit=30&offset=0')
    expect(router.state.location.search).toBe('?q=nature')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.getByText('31 résultats : nature')).toBeTruthy()
  })

  it('starts from the q of the address, 30 results then one more on demand', async () => {
    const asked = startUp()
    renderApp('/search?q=nature')
    expect(
      ((await screen.findByRole('searchbox', { name: 'Rechercher une vidéo' })) as HTMLInputElement)
        .value,
    ).toBe('nature')
    expect(await screen.findByText('31 résultats : nature')).toBeTruthy()
    const results = screen.getByRole('region', { name: 'Résultats de la recherche' })
    expect(within(results).getAllByRole('listitem')).toHaveLength(30)

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await within(results).findByText('Film n31')
    expect(within(results).getAllByRole('listitem')).toHaveLength(31)
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
    expect(searches(asked).at(-1)).toContain('offset=30')
  })

  it('says "1 résultat" in the singular', async () => {
    startUp()
    renderApp('/search?q=rare')
    expect(await screen.findByText('1 résultat : rare')).toBeTruthy()
  })

  it('offers the top-level categories as links while the box is empty', async () => {
    const films = aCategory('Films')
    const child = aCategory('Comédies', { parent_id: films.uid })
    const asked = startUp({ '/categories/': [films, child, aCategory('Cours')] })
    renderApp('/search')
    const section = await screen.findByRole('region', { name: 'Parcourir les catégories' })
    await within(section).findByRole('link', { name: 'Films' })
    expect(within(section).getByRole('link', { name: 'Films' }).getAttribute('href')).toBe(
      '/category/films',
    )
    expect(within(section).getByRole('link', { name: 'Cours' })).toBeTruthy()
    expect(within(section).queryByRole('link', { name: 'Comédies' })).toBeNull()
    expect(searches(asked)).toEqual([])
  })

  it('offers the categories when nothing matches, not just "0 résultat"', async () => {
    startUp({ '/categories/': [aCategory('Films'), aCategory('Cours')] })
    renderApp('/search?q=zzzz')
    expect(await screen.findByText('0 résultat : zzzz')).toBeTruthy()
    const section = await screen.findByRole('region', {
      name: 'Rien ne correspond : parcourez plutôt les catégories',
    })
    expect(await within(section).findByRole('link', { name: 'Films' })).toBeTruthy()
  })
})
