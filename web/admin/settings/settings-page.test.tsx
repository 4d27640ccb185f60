import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { AdminContext, Notification } from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminSettings } from '../../../contract/schemas/admin-settings.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer } from '../../test/api-server.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { SettingsPage } from './settings-page.tsx'

const STORED: AdminSettings = {
  name: 'Ma Vitrine',
  appearance: {
    logo: null,
    footer: '',
    socials: {},
    colors_theme: 'light',
    colors_primary: '#1d4ed8',
    colors_secondary: '#a4a5a8',
  },
  show_legal: true,
  legal: '<p>Mentions</p>',
  auth_force_login: false,
  auth_users_registration_enabled: true,
  auth_registration_custom_fields: [],
  monetization_currency: 'eur',
  monetization_tips_enabled: true,
  options_share_btn: true,
  hosts: ['vitrine.test', 'www.vitrine.test'],
}

/** The staff API's settings call, answering PUT with `refusal` when given, else storing. */
function serveSettings(refusal?: { status: number; body: JsonBodyType }) {
  const saved: unknown[] = []
  const settings = `${ADMIN_API_BASE}/settings/`
  apiServer.use(
    http.get(settings, () => HttpResponse.json(STORED)),
    http.put(settings, async ({ request }) => {
      const body = (await request.json()) as AdminSettings
      saved.push(body)
      return refusal
        ? HttpResponse.json(refusal.body, { status: refusal.status })
        : HttpResponse.json(body)
    }),
  )
  return saved
}

async function openSettings() {
  render(
    <MemoryRouter>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <SettingsPage />
          <Notification />
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
  const colour = await screen.findByRole('textbox', { name: /^Couleur principale/ })
  await waitFor(() => expect(colour).toHaveProperty('value', '#1d4ed8'))
  return colour
}

/** The colour the preview's primary button is filled with (MUI sets it as a CSS variable). */
const previewFill = () =>
  getComputedStyle(
    within(screen.getByRole('figure', { name: 'Aperçu' })).getByText('Regarder'),
  ).getPropertyValue('--variant-containedBg')

afterEach(() => vi.restoreAllMocks())

describe('the site settings screen', { timeout: 30_000 }, () => {
  it('redraws the preview in the colour typed, before saving', async () => {
    const saved = serveSettings()
    const colour = await openSettings()
    expect(previewFill()).toBe('#1d4ed8')
    fireEvent.change(colour, { target: { value: '#0b5d1e' } })
    await waitFor(() => expect(previewFill()).toBe('#0b5d1e'))
    fireEvent.change(colour, { target: { value: '#053' } })
    await waitFor(() => expect(previewFill()).toBe('#053'))
    // Half typed, no colour yet: the saved one stands in.
    fireEvent.change(colour, { target: { value: '#053a' } })
    await waitFor(() => expect(previewFill()).toBe('#1d4ed8'))
    expect(saved).toEqual([])
  })

  it('saves the settings, host names as a list', async () => {
    const saved = serveSettings()
    const colour = await openSettings()
    fireEvent.change(colour, { target: { value: '#0b5d1e' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(/Les paramètres sont enregistrés/)).toBeTruthy()
    expect(saved).toEqual([
      { ...STORED, appearance: { ...STORED.appearance, colors_primary: '#0b5d1e' } },
    ])
  })

  it('shows beside its input the host name another website answers to', async () => {
    const message = 'Another website already answers to this host name.'
    serveSettings({
      status: 409,
      body: { type: 'Conflict', message, details: { 'hosts[1]': [message] } },
    })
    const colour = await openSettings()
    fireEvent.change(colour, { target: { value: '#0b5d1e' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    const hosts = await screen.findAllByRole('textbox', { name: /^Nom d’hôte/ })
    await waitFor(() => expectFieldError(hosts[1]!, message))
    expect(hosts[0]?.getAttribute('aria-invalid')).toBe('false')
  })
})
