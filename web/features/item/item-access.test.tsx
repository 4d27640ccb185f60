import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Price } from '../../../contract/schemas/catalogue.ts'
import { useCart } from '../../lib/cart-store.ts'
import { appTranslator } from '../../i18n/i18n.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { aWebsite } from '../../test/fixtures.ts'
import { aFilm, serveItem } from './item-test-support.ts'

const emptyCart = useCart.getState()
beforeEach(() => {
  useCart.setState(emptyCart, true)
  appTranslator().changeLanguage('fr')
})

const price = (uid: string, amount = 399, period = 48): Price => ({
  uid,
  amount,
  period,
  downloadable_choices: 1,
})

/** A button's whole name, the spaces of an amount ("9,99 €") being non-breaking ones. */
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`)

const overlayButtons = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent?.replace(/\s/g, ' '))
    .filter((text) =>
      ['Se connecter', "Demander l'accès", "S'abonner", 'Acheter', 'Voir la bande-annonce'].some(
        (label) => text?.startsWith(label),
      ),
    )

describe('the item page', () => {
  it('plays the item in its embed player when the visitor has access', async () => {
    serveItem(aFilm({ has_access: true }))
    renderApp('/le-film')
    const player = await screen.findByTitle('Lecteur : Film film')
    expect(player.tagName).toBe('IFRAME')
    expect(player.getAttribute('src')).toBe('/embed/film/')
    expect(player.hasAttribute('allowfullscreen')).toBe(true)
    expect(screen.getByRole('heading', { level: 1, name: 'Film film' })).toBeTruthy()
    expect(screen.getByText('Publié le 1 janvier 2024')).toBeTruthy()
    expect(overlayButtons()).toEqual([])
    expect(screen.queryByRole('link', { name: 'Se connecter pour regarder' })).toBeNull()
  })

  it('asks a signed-out visitor to log in for a private item, and to come back', async () => {
    serveItem(aFilm({ has_access: false, visibility_type: 'private' }))
    renderApp('/le-film')
    const signIn = await screen.findByRole('link', { name: 'Se connecter pour regarder' })
    expect(signIn.getAttribute('href')).toBe('/auth/login?redirect=%2Fle-film')
    expect(screen.getByRole('img', { name: 'Film film' })).toBeTruthy()
    expect(screen.queryByTitle(/Lecteur/)).toBeNull()
    expect(screen.getByRole('img', { name: /réservé aux membres/ })).toBeTruthy()
  })

  it('offers to request access to an on-demand item, which goes to the cart', async () => {
    serveItem(aFilm({ has_access: false, visibility_type: 'on_demand' }))
    renderApp('/le-film')
    await userEvent.click(await screen.findByRole('button', { name: "Demander l'accès" }))
    expect(overlayButtons()).toEqual(["Demander l'accès"])
    expect(useCart.getState().onDemandItems).toEqual(['film'])
    expect(useCart.getState().drawer).toEqual({ open: true, view: 'onDemand' })
  })

  it('says that a request awaits an answer rather than offering another', async () => {
    serveItem(aFilm({ has_access: false, visibility_type: 'on_demand', access_requested: true }))
    renderApp('/le-film')
    expect(await screen.findByText('Demande envoyée — en attente de réponse')).toBeTruthy()
    expect(overlayButtons()).toEqual([])
  })

  it('offers subscribe and buy on a monetized item, the price on the buy button', async () => {
    const film = aFilm({
      has_access: false,
      monetization_enabled: true,
      plans: ['gold'],
      prices: [price('rent'), price('own', 999, 0)],
    })
    serveItem(film)
    renderApp('/le-film')
    // Spec §4: the first price is the one chosen on adding; the button says the cheapest.
    await userEvent.click(
      await screen.findByRole('button', { name: named('Acheter · à partir de 3,99 €') }),
    )
    expect(useCart.getState().items).toEqual({ film: 'rent' })
    expect(useCart.getState().drawer).toEqual({ open: true, view: 'prices' })
    await userEvent.click(screen.getByRole('button', { name: "S'abonner" }))
    expect(useCart.getState().drawer.view).toBe('subscriptions')
    expect(useCart.getState().subscriptionItem?.plans).toEqual(['gold'])
    expect(overlayButtons()).toEqual(["S'abonner", 'Acheter · à partir de 3,99 €'])
    expect(screen.getByRole('img', { name: /Contenu payant/ }).textContent).toBe('€')
  })

  it('says the one price, or "from" the cheapest in English', async () => {
    serveItem(
      aFilm({ has_access: false, monetization_enabled: true, prices: [price('own', 799, 0)] }),
    )
    const { unmount } = renderApp('/le-film')
    expect(await screen.findByRole('button', { name: named('Acheter · 7,99 €') })).toBeTruthy()
    unmount()

    const prices = [price('week', 699, 168), price('rent', 299, 48), price('own', 1299, 0)]
    serveItem(aFilm({ has_access: false, monetization_enabled: true, prices }))
    appTranslator().changeLanguage('en')
    renderApp('/le-film')
    await userEvent.click(await screen.findByRole('button', { name: named('Buy · from €2.99') }))
    expect(useCart.getState().items).toEqual({ film: 'week' })
  })

  it('offers a viewer who rents the item to buy it, and no one whose access is unlimited', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString()
    const prices = [price('rent'), price('own', 999, 0)]
    const rented = { has_access: true, monetization_enabled: true, prices }
    serveItem(aFilm({ ...rented, expire_at: tomorrow, expired_at: tomorrow }))
    const { unmount } = renderApp('/le-film')
    const keep = await screen.findByRole('region', { name: /achetez-le pour le garder/ })
    await userEvent.click(within(keep).getByRole('button', { name: named('Acheter · 9,99 €') }))
    expect(useCart.getState().items).toEqual({ film: 'own' })
    expect(screen.getAllByRole('button', { name: /^Acheter/ })).toHaveLength(1)
    unmount()

    // A purchase for good, or a subscription: nothing more to buy.
    serveItem(aFilm({ ...rented, expire_at: null, expired_at: null }))
    renderApp('/le-film')
    await screen.findByTitle('Lecteur : Film film')
    expect(screen.queryByRole('button', { name: /^Acheter/ })).toBeNull()
  })

  it('leaves out subscribe when no plan gives the item, and buy when it has no price', async () => {
    serveItem(aFilm({ has_access: false, monetization_enabled: true, prices: [price('rent')] }))
    const { unmount } = renderApp('/le-film')
    await screen.findByRole('button', { name: named('Acheter · 3,99 €') })
    expect(overlayButtons()).toEqual(['Acheter · 3,99 €'])
    unmount()

    serveItem(aFilm({ has_access: false, monetization_enabled: true, plans: ['gold'] }))
    renderApp('/le-film')
    await screen.findByRole('button', { name: "S'abonner" })
    expect(overlayButtons()).toEqual(["S'abonner"])
  })

  it('plays the trailer in the player, and comes back to the picture when it ends', async () => {
    const film = aFilm({ has_access: false, monetization_enabled: true, prices: [price('rent')] })
    film.content_object = { ...film.content_object, trailer: 'trailer-media' }
    serveItem(film)
    renderApp('/le-film')
    await userEvent.click(await screen.findByRole('button', { name: 'Voir la bande-annonce' }))
    const trailer = screen.getByTitle('Bande-annonce : Film film') as HTMLIFrameElement
    expect(trailer.getAttribute('src')).toBe('/embed/film/?trailer=1')

    // A message from any other window is not the player's.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'vitrine-embed', type: 'trailer-ended', itemUid: 'film', mediaUid: 't' },
        source: window,
      }),
    )
    expect(screen.getByTitle('Bande-annonce : Film film')).toBeTruthy()

    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'vitrine-embed', type: 'trailer-ended', itemUid: 'film', mediaUid: 't' },
        source: trailer.contentWindow,
      }),
    )
    expect(await screen.findByRole('button', { name: 'Voir la bande-annonce' })).toBeTruthy()
    expect(screen.queryByTitle('Bande-annonce : Film film')).toBeNull()
  })

  it('shows the access time left of a rental', async () => {
    const inTwoHours = new Date(Date.now() + 2 * 3600_000 + 30_000).toISOString()
    serveItem(aFilm({ has_access: true, expire_at: inTwoHours, expired_at: inTwoHours }))
    renderApp('/le-film')
    expect(await screen.findByText(/^Temps d'accès restant : 02:00:(2|3)\d$/)).toBeTruthy()
  })

  it('lists the files to download, with their sizes, only when the item allows it', async () => {
    const files = [
      {
        uid: 'f1',
        display_name: 'Film HD',
        size: 1536 * 1024 ** 2,
        file: '/dl/hd.mp4',
        width: 1920,
        height: 1080,
        slug: null,
      },
      {
        uid: 'f2',
        display_name: 'Livret',
        size: 2048,
        file: '/dl/livret.pdf',
        width: null,
        height: null,
        slug: 'bonus',
      },
    ]
    const asked = serveItem(aFilm({ is_content_downloadable: true }), {
      answers: { '/items/film/download/': files },
    })
    renderApp('/le-film')
    const section = await screen.findByRole('region', { name: 'Téléchargements' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dl/hd.mp4', '/dl/livret.pdf'])
    // In French: a decimal comma, ko and Go.
    expect(within(links[0]!).getByText(/^1,5\sGo$/)).toBeTruthy()
    expect(within(links[1]!).getByText(/^2\sko$/)).toBeTruthy()
    expect(within(links[1]!).getByText('Bonus')).toBeTruthy()
    expect(asked.some((url) => url.endsWith('/items/film/download/'))).toBe(true)
  })

  it('does not ask for downloads the visitor may not have', async () => {
    const asked = serveItem(
      aFilm({ is_content_downloadable: true, has_access: false, visibility_type: 'private' }),
    )
    renderApp('/le-film')
    await screen.findByRole('link', { name: 'Se connecter pour regarder' })
    expect(screen.queryByRole('region', { name: 'Téléchargements' })).toBeNull()
    expect(asked.some((url) => url.includes('/download/'))).toBe(false)
  })

  it("shows other items of the item's first category", async () => {
    const film = aFilm({ categories: ['cat-nature', 'cat-other'] })
    const others = [film, aFilm({ uid: 'other', slug: 'autre' })]
    const asked = serveItem(film, { answers: { '/items/': { count: 2, results: others } } })
    renderApp('/le-film')
    const section = await screen.findByRole('region', { name: 'Aussi dans Nature' })
    await within(section).findByRole('link', { name: /Film other/ })
    expect(within(section).getAllByRole('listitem')).toHaveLength(1)
    const related = decodeURIComponent(asked.find((url) => url.includes('/items/?'))!)
    expect(related).toContain('categories=cat-nature&limit=11')
  })

  it('shows the not-found page when the item cannot be loaded', async () => {
    serveAnswers({ '/website/': aWebsite(), '/categories/': [], '/billing/plans/': [] })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp('/nowhere')
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy()
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" })).toBeTruthy()
  })
})
