import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PartnerPage } from '../../../contract/schemas/website.ts'
import { appTranslator } from '../../i18n/i18n.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

const lumen: PartnerPage = {
  slug: 'code-promo-lumen',
  name: 'Lumen Optique',
  kind: 'promo-code',
  title: '−15 % sur les lampes frontales',
  description: 'Des lampes robustes fabriquées en Savoie.',
  images: [{ src: '/images/website/lampe.jpg', alt: 'Lampe frontale Lumen' }],
  links: [{ label: 'Voir la boutique', url: 'https://lumen.example/' }],
  contact: { email: 'bonjour@lumen.example', phone: '+33 1 99 00 12 34', address: '1 rue du Lac' },
  promo_code: 'VITRINE15',
  title_en: '15% off head torches',
  description_en: 'Sturdy torches made in Savoie.',
}

const duval: PartnerPage = {
  ...lumen,
  slug: 'artisan-ebeniste',
  name: 'Atelier Duval',
  kind: 'craftsman',
  title: 'Ébéniste à Dijon',
  title_en: undefined,
  description_en: undefined,
  promo_code: undefined,
  contact: { email: 'atelier@duval.example' },
}

function startUp() {
  serveAnswers({
    '/website/': aWebsite({ partners: [lumen, duval] }),
    '/categories/': [],
    '/billing/plans/': [],
  })
}

describe('a partner page', () => {
  afterEach(() => appTranslator().changeLanguage('fr'))

  it("shows the partner's title, text, pictures, links and contact details", async () => {
    startUp()
    renderApp('/partenaires/code-promo-lumen')
    expect(
      await screen.findByRole('heading', { level: 1, name: '−15 % sur les lampes frontales' }),
    ).toBeTruthy()
    expect(screen.getByText('Des lampes robustes fabriquées en Savoie.')).toBeTruthy()
    const picture = screen.getByRole('img', { name: 'Lampe frontale Lumen' })
    expect(picture.getAttribute('src')).toBe('/images/website/lampe.jpg')
    expect(picture.getAttribute('width')).toBeTruthy()

    const shop = screen.getByRole('link', { name: /Voir la boutique/ })
    expect(shop.getAttribute('href')).toBe('https://lumen.example/')
    expect(shop.getAttribute('rel')).toBe('noopener')
    expect(shop.getAttribute('target')).toBe('_blank')

    const contact = screen.getByRole('region', { name: 'Contact' })
    expect(
      within(contact).getByRole('link', { name: 'bonjour@lumen.example' }).getAttribute('href'),
    ).toBe('mailto:bonjour@lumen.example')
    expect(
      within(contact).getByRole('link', { name: '+33 1 99 00 12 34' }).getAttribute('href'),
    ).toBe('tel:+33199001234')
    expect(within(contact).getByText('1 rue du Lac')).toBeTruthy()
  })

  it('copies the promo code', async () => {
    startUp()
    renderApp('/partenaires/code-promo-lumen')
    const promo = await screen.findByRole('region', { name: 'Code promo' })
    expect(within(promo).getByText('VITRINE15')).toBeTruthy()
    const user = userEvent.setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(within(promo).getByRole('button', { name: 'Copier le code promo' }))
    expect(writeText).toHaveBeenCalledWith('VITRINE15')
    expect(await within(promo).findByText('Copié !')).toBeTruthy()
  })

  it('shows no promo code for a partner without one', async () => {
    startUp()
    renderApp('/partenaires/artisan-ebeniste')
    await screen.findByRole('heading', { level: 1, name: 'Ébéniste à Dijon' })
    expect(screen.queryByRole('region', { name: 'Code promo' })).toBeNull()
    expect(screen.queryByRole('link', { name: /^\+33/ })).toBeNull()
  })

  it('shows the English title and text to a visitor who chose English, else the French', async () => {
    appTranslator().changeLanguage('en')
    startUp()
    renderApp('/partenaires/code-promo-lumen')
    expect(
      await screen.findByRole('heading', { level: 1, name: '15% off head torches' }),
    ).toBeTruthy()
    expect(screen.getByText('Sturdy torches made in Savoie.')).toBeTruthy()
  })

  it('shows the French to an English visitor when the owner wrote no English', async () => {
    appTranslator().changeLanguage('en')
    startUp()
    renderApp('/partenaires/artisan-ebeniste')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ébéniste à Dijon' })).toBeTruthy()
  })

  it('shows the not-found page for a partner the site does not have', async () => {
    startUp()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp('/partenaires/inconnu')
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy()
  })
})
