import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

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
  it('offers Twitter, Facebook, LinkedIn, WhatsApp and the embed code, with full addresses', async () => {
    // Which of WhatsApp and the embed code shows depends on the screen's width, a media query
    // jsdom does not apply: the browser journeys check it (e2e/catalogue, e2e/first-screen).
    await openFilm(aFilm())
    expect(shareLinks()).toEqual([
      'Partager sur Twitter',
      'Partager sur Facebook',
      'Partager sur LinkedIn',
      'Partager sur WhatsApp',
    ])
    const twitter = screen.getByRole('link', { name: 'Partager sur Twitter' })
    expect(twitter.getAttribute('href')).toContain(
      encodeURIComponent('http://localhost:3000/le-film'),
    )
    expect(twitter.getAttribute('rel')).toContain('noopener')
    expect(
      screen.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/)
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
