import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Purchase, Subscription } from '../../../contract/schemas/billing.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { useSession } from '../../api/session.ts'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { appTranslator } from '../../i18n/i18n.ts'
import { splitPurchases } from './split-purchases.ts'

afterEach(() => {
  useSession.getState().signOut()
  appTranslator().changeLanguage('fr')
})

const FUTURE = '2099-03-03T12:00:00.000Z'
const PAST = '2020-06-15T12:00:00.000Z'

function aPurchase(uid: string, expireAt: string | null): Purchase {
  return {
    ...anItem({ uid, expire_at: expireAt, expired_at: expireAt }),
    purchase_uid: `purchase-${uid}`,
    purchased_at: '2020-01-01T00:00:00.000Z',
    amount: 499,
    expire_at: expireAt,
  }
}

function serve(purchases: Purchase[], subscriptions: Subscription[] = [], opened: Item[] = []) {
  return serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/purchases/': purchases,
    '/purchases/subscriptions/': subscriptions,
    '/items/': { count: opened.length, results: opened },
  })
}

function aSubscription(plan: string, extra: Partial<Subscription> = {}): Subscription {
  return {
    uid: `subscription-${plan}`,
    plan,
    plan_name: `Formule ${plan}`,
    status: 'active',
    current_period_end: FUTURE,
    canceled: false,
    pause_resumes_at: null,
    grace_ends_at: null,
    pause_months_max: 0,
    winback_offer: null,
    ...extra,
  }
}

const section = (name: string) => screen.findByRole('region', { name })
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('splitting purchases', () => {
  it('counts no end and an end still to come as available, an end passed as expired', () => {
    const now = new Date('2025-01-01T00:00:00.000Z')
    const { available, expired } = splitPurchases(
      [
        aPurchase('forever', null),
        aPurchase('rented', '2025-01-01T00:00:01.000Z'),
        aPurchase('ended', '2024-12-31T23:59:59.000Z'),
        aPurchase('just-now', '2025-01-01T00:00:00.000Z'),
      ],
      now,
    )
    expect(available.map((purchase) => purchase.uid)).toEqual(['forever', 'rented'])
    expect(expired.map((purchase) => purchase.uid)).toEqual(['ended', 'just-now'])
  })
})

describe('my stuff', () => {
  it('lists what is available with the end of access, then what has expired', async () => {
    serve([aPurchase('a', null), aPurchase('b', FUTURE), aPurchase('c', PAST)])
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes achats' })).toBeTruthy()
    const available = await section('Disponibles')
    expect(cardNames(available)).toEqual(['Film a', 'Film b'])
    expect(within(available).getByText('Accès illimité')).toBeTruthy()
    expect(within(available).getByText(/^Accès jusqu'au 3 mars 2099 à \d\d:\d\d$/)).toBeTruthy()
    const expired = await section('Expirés')
    expect(cardNames(expired)).toEqual(['Film c'])
    expect(within(expired).getByText(/^Accès terminé le 15 juin 2020/)).toBeTruthy()
    expect(
      within(expired)
        .getByRole('link', { name: /Film c/ })
        .getAttribute('href'),
    ).toBe('/c-slug')
  })

  it('writes dates in English for an English reader', async () => {
    appTranslator().changeLanguage('en')
    serve([aPurchase('b', FUTURE)])
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const available = await section('Available')
    expect(within(available).getByText(/^Access until 3 March 2099/)).toBeTruthy()
    expect(within(await section('Expired')).getByText('No expired purchases.')).toBeTruthy()
  })

  it('says when nothing was bought yet and offers the videos', async () => {
    serve([])
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    expect(await screen.findByText("Vous n'avez encore rien acheté.")).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Parcourir les vidéos' }).getAttribute('href')).toBe(
      '/medias',
    )
    expect(screen.queryByRole('region', { name: 'Disponibles' })).toBeNull()
  })

  it('shows a subscriber their plans, when each renews or ends, and what they open', async () => {
    const asked = serve(
      [],
      [aSubscription('mensuelle'), aSubscription('annuelle', { canceled: true })],
      [anItem({ uid: 'inclus' })],
    )
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const subscriptions = await section('Mes abonnements')
    const monthly = await within(subscriptions).findByRole('article', { name: 'Formule mensuelle' })
    expect(within(monthly).getByText('Renouvelé le 3 mars 2099')).toBeTruthy()
    expect(await within(monthly).findByRole('link', { name: /Film inclus/ })).toBeTruthy()
    const yearly = within(subscriptions).getByRole('article', { name: 'Formule annuelle' })
    expect(within(yearly).getByText("Résilié : accès jusqu'au 3 mars 2099")).toBeTruthy()
    expect(asked.some((url) => url.includes('/items/?plan=mensuelle'))).toBe(true)
    expect(screen.queryByText("Vous n'avez encore rien acheté.")).toBeNull()
  })

  it('sends a signed-out visitor to log in and back', async () => {
    serve([aPurchase('a', null)])
    const { router } = renderApp('/my-stuff')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fmy-stuff')
  })
})
