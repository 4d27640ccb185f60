import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

describe("an item's description", () => {
  it('shows the rich text staff wrote: paragraphs, emphasis and lists', async () => {
    const film = aFilm({ has_access: true })
    film.content_object = {
      ...film.content_object,
      description: '<p>Un <strong>grand</strong> film.</p><ul><li>Tourné en Bretagne</li></ul>',
    }
    serveItem(film)
    renderApp('/le-film')
    const emphasis = await screen.findByText('grand')
    expect(emphasis.tagName).toBe('STRONG')
    expect(screen.getByText('Tourné en Bretagne').tagName).toBe('LI')
  })
})
