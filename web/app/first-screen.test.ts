import { afterEach, describe, expect, it, vi } from 'vitest'
import { aWebsite } from '../test/fixtures.ts'
import { readFirstScreen, seedFirstScreen } from './first-screen.ts'
import { createQueryClient } from './query-client.ts'

function pageCarrying(text: string): Document {
  const page = document.implementation.createHTMLDocument('Vitrine')
  const block = page.createElement('script')
  block.type = 'application/json'
  block.id = 'first-screen'
  block.textContent = text
  page.head.appendChild(block)
  return page
}

afterEach(() => vi.restoreAllMocks())

describe('the first screen carried by the page', () => {
  it('fills the cache the start-up reads, with the site options merged over the defaults', () => {
    const website = { ...aWebsite(), home_page: 'home', options: {} }
    const page = { uid: 'home', title: 'Accueil', content: [] }
    const categories = [{ uid: 'c1', name: 'Documentaires' }]
    const plans = [{ uid: 'p1', name: 'Mensuel' }]
    const queryClient = createQueryClient()
    const carried = readFirstScreen(
      pageCarrying(JSON.stringify({ website, categories, plans, page })),
    )
    seedFirstScreen(queryClient, carried!)
    expect(queryClient.getQueryData(['website'])).toMatchObject({
      uid: website.uid,
      options: { aspectRatioMediaCard: '16/9', subcategoryImage: 'icon' },
    })
    expect(queryClient.getQueryData(['categories', 'position'])).toEqual(categories)
    expect(queryClient.getQueryData(['plans'])).toEqual(plans)
    expect(queryClient.getQueryData(['page', 'home'])).toEqual(page)
  })

  it('is nothing without a block, or with one it cannot read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const page of [document.implementation.createHTMLDocument(''), pageCarrying('{"web')]) {
      expect(readFirstScreen(page)).toBeNull()
    }
  })
})
