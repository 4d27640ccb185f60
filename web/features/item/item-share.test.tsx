import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

afterEach(() => vi.unstubAllGlobals())

/** Makes every media query match, as on a phone (jsdom has no layout and no matchMedia). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }))
}

const shareLinks = () =>
  screen
    .queryAllByRole('link', { name: /^Partager sur/ })
    .map((link) => link.getAttribute('aria-label'))

async function openFilm(...args: Parameters<typeof serveItem>) {
  serveItem(...args)
  renderApp('/le-film')
  await screen.findByRole('heading', { level: 1, name: 'Film film' })
}

describe('sharing an item', () => {
  it('offers Twitter, Facebook, LinkedIn and the embed code on a computer', async () => {
    await openFilm(aFilm())
    expect(shareLinks()).toEqual([
      'Partager sur Twitter',
      'Partager sur Facebook',
      'Partager sur LinkedIn',
    ])
    const twitter = screen.getByRole('link', { name: 'Partager sur Twitter' })
    expect(twitter.getAttribute('href')).toContain(
      encodeURIComponent('http://localhost:3000/le-film'),
    )
    expect(twitter.getAttribute('rel')).toContain('noopener')
    const code = screen.getByRole('textbox', { name: "Code d'intégration" }) as HTMLTextAreaElement
    expect(code.value).toMatch(/^<iframe src="http:\/\/localhost:3000\/embed\/film\/"/)
    expect(code.value).toContain('aspect-ratio:16/9')
  })

  it('copies the embed code', async () => {
    const writeText = vi.fn(async () => undefined)
    await openFilm(aFilm())
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: "Copier le code d'intégration" }))
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^<iframe src=.*\/embed\/film\//))
    expect(await screen.findByText('Copié !')).toBeTruthy()
  })

  it('offers WhatsApp on a phone, and no embed code there', async () => {
    onAPhone()
    await openFilm(aFilm())
    expect(shareLinks()).toContain('Partager sur WhatsApp')
    expect(
      screen.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(screen.queryByRole('textbox', { name: "Code d'intégration" })).toBeNull()
  })

  it('offers nothing to share on a monetized item', async () => {
    await openFilm(aFilm({ monetization_enabled: true, has_access: true }))
    expect(screen.queryByRole('region', { name: 'Partager' })).toBeNull()
    expect(shareLinks()).toEqual([])
    expect(screen.queryByRole('textbox', { name: "Code d'intégration" })).toBeNull()
  })

  it('offers nothing to share when the site turns sharing off', async () => {
    await openFilm(aFilm(), { website: { options_share_btn: false } })
    expect(shareLinks()).toEqual([])
    expect(screen.queryByRole('textbox', { name: "Code d'intégration" })).toBeNull()
  })
})
