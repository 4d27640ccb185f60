import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aCategory, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { splitNavbar } from './navbar-split.ts'

const SEVEN = ['Films', 'Séries', 'Musique', 'Sport', 'Cuisine', 'Voyage', 'Histoire']

describe('navbar split', () => {
  it('keeps five navbar categories in the bar and puts the rest under Plus', () => {
    const categories = [
      ...SEVEN.map((name) => aCategory(name)),
      aCategory('Hidden', { is_on_navbar: false }),
    ]
    const { shown, more } = splitNavbar(categories)
    expect(shown.map((category) => category.name)).toEqual(SEVEN.slice(0, 5))
    expect(more.map((category) => category.name)).toEqual(['Voyage', 'Histoire'])
  })

  it('has nothing under Plus with five or fewer', () => {
    expect(splitNavbar(SEVEN.slice(0, 5).map((name) => aCategory(name))).more).toEqual([])
  })
})

describe('the app shell', () => {
  it('shows five categories in the bar, the others and their children in the Plus menu', async () => {
    const categories = SEVEN.map((name) => aCategory(name))
    categories[6] = aCategory('Histoire', {
      children: [{ ...aCategory('Antiquité'), parent_id: 'cat-histoire' }],
    })
    serveAnswers({ '/website/': aWebsite(), '/categories/': categories, '/billing/plans/': [] })
    renderApp('/nowhere')

    const bar = await screen.findByRole('navigation', { name: 'Catégories principales' })
    const links = within(bar)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual(SEVEN.slice(0, 5))
    await userEvent.click(within(bar).getByRole('button', { name: 'Plus' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Voyage', 'Histoire', 'Antiquité'])
    expect(within(menu).getByRole('menuitem', { name: 'Antiquité' }).getAttribute('href')).toBe(
      '/category/antiquit-',
    )
  })

  it('shows the 404 page with a way home, and the footer of the site', async () => {
    serveAnswers({
      '/website/': aWebsite({ name: 'Ma Vitrine', socials: { youtube: 'https://yt.example/x' } }),
      '/categories/': [],
      '/billing/plans/': [],
    })
    renderApp('/this/does/not/exist')
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy()
    expect(
      screen.getByRole('link', { name: "Retour à la page d'accueil" }).getAttribute('href'),
    ).toBe('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(`© Ma Vitrine ${new Date().getFullYear()}`)).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
      'https://yt.example/x',
    )
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull()
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toBeTruthy()
  })

  it('loads plans only when the site has monetization on', async () => {
    const asked = serveAnswers({
      '/website/': aWebsite({ monetization_enabled: false }),
      '/categories/': [],
    })
    renderApp('/nowhere')
    await screen.findByRole('heading', { name: 'Page introuvable' })
    expect(asked.some((url) => url.includes('/categories/?ordering=position'))).toBe(true)
    expect(asked.some((url) => url.includes('/billing/plans/'))).toBe(false)
  })

  it('sends a signed-out visitor to the login screen when the site forces login', async () => {
    serveAnswers({ '/website/': aWebsite({ auth_force_login: true }), '/categories/': [] })
    const { router } = renderApp('/category/films')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
  })

  it('switches to English, remembers it and updates <html lang>', async () => {
    serveAnswers({ '/website/': aWebsite(), '/categories/': [], '/billing/plans/': [] })
    renderApp('/nowhere')
    await screen.findByRole('heading', { name: 'Page introuvable' })
    await userEvent.click(screen.getByRole('button', { name: 'Langue' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(localStorage.getItem('language')).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    await userEvent.click(screen.getByRole('button', { name: 'Language' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }))
    expect(document.documentElement.lang).toBe('fr')
  })
})
