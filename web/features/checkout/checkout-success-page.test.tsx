import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiServer } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { useCart } from '../../lib/cart-store.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { confirmPayment, SUCCESS_REDIRECT_DELAY } from './confirm-payment.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'

/**
 * The start-up answers, and a confirmation endpoint answering `confirmStatus` with `confirmed`;
 * each confirmation is kept with the time it was asked, by the clock the page reads.
 */
function serve(
  confirmStatus: number,
  confirmed: JsonBodyType = { type: 'NotFound', message: 'No.' },
) {
  const posted: { path: string; body: unknown; at: number }[] = []
  serveAnswers({
    '/website/': aWebsite({ home_page: null }),
    '/categories/': [],
    '/billing/plans/': [],
  })
  apiServer.use(
    http.post('*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(API_BASE, '')
      posted.push({ path, body: await request.json(), at: Date.now() })
      return HttpResponse.json(confirmed, { status: confirmStatus })
    }),
  )
  return posted
}

/**
 * The page waits 2 s before going home: a fake clock (moving with real time, so the app starts
 * as usual) lets a test jump over that wait instead of sleeping through it.
 */
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})

/** Runs the clock over the wait before going home. */
const passTheWait = () => act(() => vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_DELAY))

/** The clock's time when the page first sets off home (before the home screen's code loads). */
function departuresHome(router: ReturnType<typeof renderApp>['router']): number[] {
  const departures: number[] = []
  router.subscribe((state) => {
    const going = state.navigation.location ?? state.location
    if (going.pathname === '/' && departures.length === 0) departures.push(Date.now())
  })
  return departures
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the payment success page', () => {
  it('confirms the session, then after 2 seconds goes home with the success toast', async () => {
    const posted = serve(200, { status: 'paid' })
    const { router } = renderApp('/checkout/success?session_id=cs_test_1')
    const home = departuresHome(router)
    expect(await screen.findByText('Validation du paiement en cours...')).toBeTruthy()
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: '/billing/checkout/confirm/',
          body: { session_id: 'cs_test_1' },
          at: expect.any(Number),
        },
      ]),
    )
    // Confirmed, yet still waiting.
    expect(await confirmPayment('cs_test_1')).toBe('paid')
    expect(router.state.location.pathname).toBe('/checkout/success')
    expect(screen.queryByText('Transaction réalisée avec succès')).toBeNull()

    await passTheWait()
    expect(await screen.findByText('Transaction réalisée avec succès')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // The page asks for the confirmation as it starts waiting: it set off home 2 s after that.
    expect(home[0]! - posted[0]!.at).toBeGreaterThanOrEqual(SUCCESS_REDIRECT_DELAY)
  })

  it('goes back to the page the buyer was buying from, and never to another site', async () => {
    for (const [back, landing] of [
      ['/search?q=mer', '/search'],
      ['//evil.example/', '/'],
    ] as const) {
      serve(200, { status: 'paid' })
      const address = `/checkout/success?session_id=cs_back&return=${encodeURIComponent(back)}`
      const { router } = renderApp(address)
      await screen.findAllByText('Validation du paiement en cours...')
      await passTheWait()
      await waitFor(() => expect(router.state.location.pathname, back).toBe(landing))
    }
  })

  it('goes home all the same when the confirmation fails, saying it could not be confirmed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const posted = serve(500)
    const { router } = renderApp('/checkout/success?session_id=cs_test_2')
    await waitFor(() => expect(posted).toHaveLength(1))
    await passTheWait()
    expect(await screen.findByText(/n’a pas pu être confirmé pour l’instant/)).toBeTruthy()
    expect(screen.queryByText('Transaction réalisée avec succès')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(posted.map((post) => post.path)).toEqual(['/billing/checkout/confirm/'])
  })

  it('lets the paid items leave the cart, and keeps the cart of a canceled payment', async () => {
    for (const [status, left] of [
      ['canceled', { film: 'own' }],
      ['paid', {}],
    ] as const) {
      useCart.setState({
        items: { film: 'own' },
        paying: { items: { film: 'own' }, bundles: [] },
        tip: 200,
      })
      serve(200, { status })
      const { router } = renderApp(`/checkout/success?session_id=cs_cart_${status}`)
      await screen.findAllByText('Validation du paiement en cours...')
      await passTheWait()
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(useCart.getState().items).toEqual(left)
    }
  })

  it.each([
    ['an address without a session', '/checkout/success', 200, {}, /Aucun paiement à confirmer/],
    [
      'a session the server does not know',
      '/checkout/success?session_id=bogus',
      404,
      undefined,
      /Aucun paiement à confirmer/,
    ],
    [
      'a payment still pending',
      '/checkout/success?session_id=cs_test_3',
      200,
      { status: 'pending' },
      /en cours de traitement/,
    ],
    [
      'a canceled payment',
      '/checkout/success?session_id=cs_test_4',
      200,
      { status: 'canceled' },
      /a été annulé/,
    ],
  ] as const)(
    'never says the transaction succeeded for %s',
    async (_case, address, status, body, says) => {
      serve(status, body)
      const { router } = renderApp(address)
      await screen.findByText('Validation du paiement en cours...')
      await passTheWait()
      expect(await screen.findByText(says)).toBeTruthy()
      expect(screen.queryByText('Transaction réalisée avec succès')).toBeNull()
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )
})
