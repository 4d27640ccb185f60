import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSliderLayout } from '../../ui/slider/test-layout.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { demoBlock, DEMO_CATEGORIES } from './test/demo-blocks.ts'
import { itemsByUid } from './test/render-home.tsx'
import './block-page.tsx'

let restore: () => void
beforeEach(() => {
  restore = stubSliderLayout()
})
afterEach(() => {
  restore()
  vi.restoreAllMocks()
})

const showcase = {
  uid: 'tous-les-blocs',
  title: 'Tous les blocs',
  content: [demoBlock('Faq', 'paragraphs'), demoBlock('Features', 'list')],
}

function startUp() {
  serveAnswers({
    '/website/': aWebsite({ home_page: 'home', name: 'Ma Vitrine' }),
    '/categories/': DEMO_CATEGORIES,
    '/billing/plans/': [],
    '/pages/tous-les-blocs/': showcase,
    '/items/': itemsByUid(),
  })
}

describe('a page of blocks at /pages/{uid}', () => {
  it('shows its title as the heading and its blocks in order', async () => {
    startUp()
    renderApp('/pages/tous-les-blocs')
    expect(await screen.findByRole('heading', { level: 1, name: 'Tous les blocs' })).toBeTruthy()
    await screen.findByRole('heading', { level: 2, name: 'Pourquoi Vitrine ?' })
    const headings = screen.getAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Questions fréquentes',
      'Pourquoi Vitrine ?',
    ])
    expect(document.title).toBe('Tous les blocs | Ma Vitrine')
  })

  it('shows the not-found page for a page that does not exist', async () => {
    // React Router reports the error it shows as a 404.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    startUp()
    renderApp('/pages/personne')
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy()
  })
})
