import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aCategory, anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

const items = Array.from({ length: 31 }, (_, index) => anItem({ uid: `i${index + 1}` }))

function itemsAnswer(url: string) {
  const query = new URLSearchParams(url.split('?')[1])
  const offset = Number(query.get('offset'))
  const limit = Number(query.get('limit'))
  return { count: items.length, results: items.slice(offset, offset + limit) }
}

function startUp(extra: Record<string, unknown>, website = aWebsite()) {
  return serveAnswers({ '/website/': website, '/categories/': [], '/billing/plans/': [], ...extra })
}

describe('the category page', () => {
  it('shows name, description and 30 items in the category order, then 1 more on demand', async () => {
    const films = aCategory('Films', { description: 'Nos meilleurs films', order_by: 'name' })
    const asked = startUp({ '/categories/films/': films, '/items/': itemsAnswer })
    renderApp('/category/films')

    expect(await screen.findByRole('heading', { level: 1, name: 'Films' })).toBeTruthy()
    expect(screen.getByText('Nos meilleurs films')).toBeTruthy()
    const list = await screen.findByRole('region', { name: 'Contenus' })
    await within(list).findByText('Film i30')
    expect(within(list).getAllByRole('listitem')).toHaveLength(30)
    const first = asked.find((url) => url.includes('/items/'))!
    expect(first).toContain('categories=cat-films')
    expect(first).toContain('ordering=name')
    expect(first).toContain('limit=30')

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await within(list).findByText('Film i31')
    expect(within(list).getAllByRole('listitem')).toHaveLength(31)
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
  })

  it('shows subcategories as icons or vertical images as the site chooses', async () => {
    const child = {
      ...aCategory('Comédies'),
      parent_id: 'cat-films',
      icon: '/icon.svg',
      thumbnail: '/poster.jpg',
    }
    const films = aCategory('Films', { children: [child] })
    startUp(
      { '/categories/films/': films, '/items/': { count: 0, results: [] } },
      aWebsite({ options: { aspectRatioMediaCard: '16/9', subcategoryImage: 'vertical-image' } }),
    )
    const { container } = renderApp('/category/films')
    const section = await screen.findByRole('region', { name: 'Sous-catégories' })
    expect(within(section).getByRole('link', { name: 'Comédies' }).getAttribute('href')).toBe(
      '/category/com-dies',
    )
    expect(container.querySelector('img[src="/poster.jpg"]')).not.toBeNull()
  })

  it('heads its parts in order for screen readers: h1 name, h2 parts, h3 items', async () => {
    const child = { ...aCategory('Comédies'), parent_id: 'cat-films' }
    const films = aCategory('Films', { children: [child] })
    startUp({ '/categories/films/': films, '/items/': itemsAnswer })
    renderApp('/category/films')
    await screen.findByText('Film i1')
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`)
    expect(headings.slice(0, 4)).toEqual([
      'H1 Films',
      'H2 Sous-catégories',
      'H2 Contenus',
      'H3 Film i1',
    ])
  })

  it('shows the inline 404 with a home link when the category cannot be loaded', async () => {
    startUp({})
    renderApp('/category/unknown')
    expect(await screen.findByRole('heading', { name: 'Page demandée introuvable' })).toBeTruthy()
    expect(screen.getByText('Erreur 404 - Not Found')).toBeTruthy()
    expect(screen.getByText('La page que vous cherchez est introuvable.')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: "Retour à la page d'accueil" }).getAttribute('href'),
    ).toBe('/')
  })
})
