import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { stubSliderLayout } from '../../ui/slider/test-layout.ts'
import { apiServer } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { demoBlock, DEMO_CATEGORIES } from './test/demo-blocks.ts'
import { itemsByUid } from './test/render-home.tsx'
// Loaded up front so the route's lazy chunks are transformed before the clock of a test runs.
import './categories/categories-block.tsx'
import './home-page.tsx'

let restore: () => void
beforeEach(() => {
  restore = stubSliderLayout()
})
afterEach(() => {
  restore()
  vi.useRealTimers()
})

const page = {
  uid: 'page-home',
  title: 'Accueil',
  content: [
    demoBlock('Banner1', 'fullscreen', 0),
    { ...demoBlock('Banner2', 'banner-left', 1), uid: 'hidden', is_displayed: false },
    demoBlock('Items', 'medias-slider', 0),
    demoBlock('Categories', 'grid-icon', 0),
  ],
}

function startUp(homePage: string | null, pageAnswer: unknown = page) {
  return serveAnswers({
    '/website/': aWebsite({ home_page: homePage, name: 'Ma Vitrine' }),
    '/categories/': DEMO_CATEGORIES,
    '/billing/plans/': [],
    '/pages/page-home/': pageAnswer,
    '/items/': itemsByUid(),
  })
}

describe('the home page', () => {
  it(
    "shows a skeleton, then the blocks of the website's home page in their order",
    {
      timeout: 30_000,
    },
    async () => {
      startUp('page-home')
      // Hold the page's answer back to see what the visitor sees meanwhile: this handler answers
      // nothing, so once released the request goes on to startUp's.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      apiServer.use(http.get(`${API_BASE}/pages/:uid/`, () => held))
      renderApp('/')

      expect(await screen.findByLabelText("Chargement de la page d'accueil")).toBeTruthy()
      release()
      await screen.findByText('Film item-1')
      await screen.findByRole('heading', { name: 'Explorer par thème' })
      const headings = screen.getAllByRole('heading', { level: 2 })
      expect(screen.getByRole('heading', { level: 1, name: 'Ma Vitrine' })).toBeTruthy()
      expect(headings.map((heading) => heading.textContent)).toEqual([
        'Le meilleur du documentaire et des savoir-faire',
        'Nouveautés',
        'Explorer par thème',
      ])
      expect(screen.queryByText('Soutenez les créateurs')).toBeNull()
      expect(screen.queryByLabelText("Chargement de la page d'accueil")).toBeNull()
      expect(screen.getByRole('link', { name: 'Musique' }).getAttribute('href')).toBe(
        '/category/musique',
      )
    },
  )

  it('asks for nothing when the website has no home page, and still names the site', async () => {
    const asked = startUp(null)
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma Vitrine' })).toBeTruthy()
    await waitFor(() => expect(asked.some((url) => url.includes('/categories/'))).toBe(true))
    expect(asked.some((url) => url.includes('/pages/'))).toBe(false)
  })

  it('shows the shell without blocks when the home page cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A 500 is asked again after 1 s, then 2 s: the clock jumps those waits instead of sitting
    // through them (it also moves with real time, so the app starts as usual).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const asked = startUp('page-home', [500, { type: 'ServerError', message: 'Boom.' }])
    renderApp('/')
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(1_000))
        expect(error).toHaveBeenCalled()
      },
      { timeout: 5_000 },
    )
    expect(asked.filter((url) => url.includes('/pages/page-home/'))).toHaveLength(3)
    expect(screen.getByRole('heading', { level: 1, name: 'Ma Vitrine' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    error.mockRestore()
  })
})
