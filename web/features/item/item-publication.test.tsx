import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { UNPUBLISHED_AT } from '../../../contract/values/admin-items.ts'
import { appTranslator } from '../../i18n/i18n.ts'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

const SCHEDULED_AT = '2999-03-20T08:00:00.000Z'

/** What the item page says of the item's publication, in `language`. */
async function publicationLine(publishedAt: string, language: 'fr' | 'en') {
  await appTranslator().changeLanguage(language)
  serveItem(aFilm({ has_access: true, published_at: publishedAt }))
  renderApp('/le-film')
  await screen.findByRole('heading', { level: 1, name: 'Film film' })
  return screen.getByText(/^(Publié|Programmé|Non publié|Published|Scheduled|Not published)/)
    .textContent
}

beforeEach(() => appTranslator().changeLanguage('fr'))

describe('the publication line of an item page staff preview', () => {
  it('says when a scheduled item comes out, in French and English', async () => {
    expect(await publicationLine(SCHEDULED_AT, 'fr')).toBe('Programmé pour le 20 mars 2999')
  })

  it('says so in English too', async () => {
    expect(await publicationLine(SCHEDULED_AT, 'en')).toBe('Scheduled for 20 March 2999')
  })

  it('says an item nobody published is not published, never a date in 9999', async () => {
    expect(await publicationLine(UNPUBLISHED_AT, 'fr')).toBe('Non publié')
    expect(screen.queryByText(/9999/)).toBeNull()
  })

  it('says an unpublished item is not published in English', async () => {
    expect(await publicationLine(UNPUBLISHED_AT, 'en')).toBe('Not published')
  })

  it('still dates a published item', async () => {
    expect(await publicationLine('2024-01-01T00:00:00.000Z', 'fr')).toBe('Publié le 1 janvier 2024')
  })
})
