import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

const all = Array.from({ length: 30 }, (_, index) => anItem({ uid: `m${index + 1}` }))

/** Answers in the asked order, so the screen shows which ordering was used. */
function itemsAnswer(url: string) {
  const query = new URL(url, 'http://localhost').searchParams
  const offset = Number(query.get('offset'))
  const limit = Number(query.get('limit'))
  const ordered = query.get('ordering')?.startsWith('-') ? [...all].reverse() : all
  return { count: all.length, results: ordered.slice(offset, offset + limit) }
}

function startUp() {
  const asked = serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/items/': itemsAnswer,
  })
  return () => asked.filter((url) => url.includes('/items/')).map(decodeURIComponent)
}

describe('the items page', () => {
  it('lists the newest 28 first, then the rest on demand', async () => {
    const itemCalls = startUp()
    renderApp('/medias')
    expect(await screen.findByRole('heading', { level: 1, name: 'Toutes les vidéos' })).toBeTruthy()
    const list = screen.getByRole('region', { name: 'Vidéos' })
    await within(list).findByText('Film m30')
    expect(within(list).getAllByRole('listitem')).toHaveLength(28)
    expect(itemCalls()[0]).toContain('ordering=-published_at&limit=28&offset=0')

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await within(list).findByText('Film m1')
    expect(within(list).getAllByRole('listitem')).toHaveLength(30)
    expect(itemCalls().at(-1)).toContain('offset=28')
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
  })

  it('orders by name or date, ascending or descending, from the sort picker', async () => {
    const itemCalls = startUp()
    const { router } = renderApp('/medias')
    const picker = await screen.findByRole('combobox', { name: 'Trier par' })
    expect((picker as HTMLSelectElement).value).toBe('-published_at')
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      "Date : plus récentes d'abord",
      "Date : plus anciennes d'abord",
      'Nom : de A à Z',
      'Nom : de Z à A',
    ])

    await userEvent.selectOptions(picker, 'Nom : de A à Z')
    const list = screen.getByRole('region', { name: 'Vidéos' })
    await within(list).findByText('Film m1')
    expect(itemCalls().at(-1)).toContain('ordering=name&limit=28&offset=0')
    expect(router.state.location.search).toBe('?ordering=name')

    await userEvent.selectOptions(picker, 'Nom : de Z à A')
    await vi.waitFor(() => expect(itemCalls().at(-1)).toContain('ordering=-name'))
    await userEvent.selectOptions(picker, "Date : plus anciennes d'abord")
    await vi.waitFor(() => expect(itemCalls().at(-1)).toContain('ordering=published_at'))
  })

  it('opens with the ordering of the address', async () => {
    const itemCalls = startUp()
    renderApp('/medias?ordering=-name')
    expect(
      ((await screen.findByRole('combobox', { name: 'Trier par' })) as HTMLSelectElement).value,
    ).toBe('-name')
    await vi.waitFor(() => expect(itemCalls()[0]).toContain('ordering=-name'))
  })
})
