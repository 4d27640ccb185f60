import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { AdminContext, Notification } from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminPartnerPage, AdminSettings } from '../../../contract/schemas/admin-settings.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer } from '../../test/api-server.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { SettingsPage } from './settings-page.tsx'

const CRAFTSMAN: AdminPartnerPage = {
  slug: 'atelier-duval',
  name: 'Atelier Duval',
  kind: 'craftsman',
  title: 'Jean-Marc Duval, ébéniste',
  description: 'Meubles anciens.',
  images: [{ src: '/images/atelier.jpg', alt: 'L’atelier' }],
  links: [],
  contact: { phone: '+33 1 99 00 12 34' },
}

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
  font: 'roboto',
  show_legal: true,
  legal: '<p>Mentions</p>',
  auth_force_login: false,
  auth_users_registration_enabled: true,
  auth_registration_custom_fields: [],
  monetization_currency: 'eur',
  monetization_tips_enabled: true,
  stripe_promotion_codes: false,
  checkout_reminder_enabled: false,
  checkout_reminder_delay_hours: 24,
  subscription_pause_enabled: false,
  subscription_pause_max_months: 3,
  subscription_winback_enabled: false,
  subscription_winback_kind: 'percent',
  subscription_winback_percent_off: null,
  subscription_winback_amount_off: null,
  subscription_winback_months: 3,
  renewal_grace_days: 7,
  options_share_btn: true,
  hosts: ['vitrine.test', 'www.vitrine.test'],
  partners: [CRAFTSMAN],
}

/** The staff API's settings call, answering PATCH with `refusal` when given, else storing. */
function serveSettings(refusal?: { status: number; body: JsonBodyType }) {
  const saved: unknown[] = []
  const settings = `${ADMIN_API_BASE}/settings/`
  apiServer.use(
    http.get(settings, () => HttpResponse.json(STORED)),
    http.patch(settings, async ({ request }) => {
      const body = (await request.json()) as Partial<AdminSettings>
      saved.push(body)
      return refusal
        ? HttpResponse.json(refusal.body, { status: refusal.status })
        : HttpResponse.json({ ...STORED, ...body })
    }),
  )
  return saved
}

/**
 * Opens the settings at /settings/{path} (the back office's routes, alone), and waits for the
 * stored settings in its form: only that section is drawn.
 */
async function openSection(path: string) {
  render(
    <MemoryRouter initialEntries={[`/settings/${path}`.replace(/\/$/, '')]}>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/settings/:section" element={<SettingsPage />} />
          </Routes>
          <Notification />
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
  await screen.findByRole('button', { name: 'Enregistrer' })
}

/** The colours and font section, once its primary colour shows the stored one. */
async function openSettings() {
  await openSection('appearance')
  const colour = await screen.findByRole('textbox', { name: /^Couleur principale/ })
  await waitFor(() => expect(colour).toHaveProperty('value', '#1d4ed8'))
  return colour
}

/** What the colours and font section sends untouched: its own fields only. */
const COLOURS = {
  appearance: {
    colors_theme: 'light',
    colors_primary: '#1d4ed8',
    colors_secondary: '#a4a5a8',
  },
  font: 'roboto',
}

/** The preview's primary button, drawn in the theme the form's values make. */
const previewButton = () =>
  within(screen.getByRole('figure', { name: 'Aperçu' })).getByText('Regarder')

/** The colour the preview's primary button is filled with (MUI sets it as a CSS variable). */
const previewFill = () =>
  getComputedStyle(previewButton()).getPropertyValue('--variant-containedBg')

/** The partner pages' part of the form. */
const partnersSection = () => screen.getByRole('region', { name: 'Pages partenaires' })

/** The list row (`<li>`) an input of the form is in. */
const rowOf = (input: HTMLElement) => input.closest('li') as HTMLElement

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

async function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox)
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
  expect(await screen.findByText(/Les paramètres sont enregistrés/)).toBeTruthy()
}

afterEach(() => vi.restoreAllMocks())

describe('the site settings, a page per section', { timeout: 30_000 }, () => {
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

  it('saves the colours, and sends the fields of their section only', async () => {
    const saved = serveSettings()
    const colour = await openSettings()
    // One section drawn: no other section's inputs.
    expect(screen.queryByRole('textbox', { name: /^Nom d’hôte/ })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Pages partenaires' })).toBeNull()
    fireEvent.change(colour, { target: { value: '#0b5d1e' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(/Les paramètres sont enregistrés/)).toBeTruthy()
    expect(saved).toEqual([
      { ...COLOURS, appearance: { ...COLOURS.appearance, colors_primary: '#0b5d1e' } },
    ])
  })

  it('saves the host names as a list', async () => {
    const saved = serveSettings()
    await openSection('hosts')
    const hosts = await screen.findAllByRole('textbox', { name: /^Nom d’hôte/ })
    type(hosts[1]!, 'vitrine.example')
    await save()
    expect(saved).toEqual([{ hosts: ['vitrine.test', 'vitrine.example'] }])
  })

  it('goes from /settings, the address known before the sections, to the first section', async () => {
    const saved = serveSettings()
    await openSection('')
    const name = await screen.findByRole('textbox', { name: /^Nom du site/ })
    await waitFor(() => expect(name).toHaveProperty('value', 'Ma Vitrine'))
    type(name, 'Ma Vitrine verte')
    await save()
    expect(saved).toEqual([{ name: 'Ma Vitrine verte', appearance: { logo: null } }])
  })

  it('shows beside its input the host name another website answers to', async () => {
    const message = 'Another website already answers to this host name.'
    serveSettings({
      status: 409,
      body: { type: 'Conflict', message, details: { 'hosts[1]': [message] } },
    })
    await openSection('hosts')
    const hosts = await screen.findAllByRole('textbox', { name: /^Nom d’hôte/ })
    type(hosts[1]!, 'ailleurs.test')
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expectFieldError(hosts[1]!, message))
    expect(hosts[0]?.getAttribute('aria-invalid')).toBe('false')
  })

  it('lets Stripe’s payment page take its promotion codes', async () => {
    const saved = serveSettings()
    await openSection('payments')
    const stripeCodes = screen.getByRole('switch', { name: /^Codes promotionnels Stripe/ })
    expect(stripeCodes).toHaveProperty('checked', false)
    fireEvent.click(stripeCodes)
    await save()
    expect(saved).toEqual([
      {
        monetization_currency: 'eur',
        monetization_tips_enabled: true,
        stripe_promotion_codes: true,
        options_share_btn: true,
        subscription_pause_enabled: false,
        subscription_pause_max_months: 3,
        subscription_winback_enabled: false,
        subscription_winback_kind: 'percent',
        subscription_winback_percent_off: null,
        subscription_winback_amount_off: null,
        subscription_winback_months: 3,
        renewal_grace_days: 7,
      },
    ])
  })

  it('sets the days of access a subscriber keeps after a failed renewal', async () => {
    const saved = serveSettings()
    await openSection('payments')
    const grace = screen.getByRole('spinbutton', { name: /^Délai de grâce \(jours\)/ })
    await waitFor(() => expect(grace).toHaveProperty('value', '7'))
    expect(screen.getByText(/^De 0 à 30 : l’abonné garde son accès/)).toBeTruthy()
    type(grace, '14')
    await save()
    expect(saved).toEqual([expect.objectContaining({ renewal_grace_days: 14 })])
  })

  it('turns the win-back offer on with an amount typed the French way', async () => {
    const saved = serveSettings()
    await openSection('payments')
    expect(screen.queryByRole('textbox', { name: /^Remise sur chaque renouvellement/ })).toBeNull()
    fireEvent.click(screen.getByRole('switch', { name: /^Proposer une remise aux abonnés/ }))
    fireEvent.click(await screen.findByRole('radio', { name: 'Un montant' }))
    type(
      await screen.findByRole('textbox', { name: /^Remise sur chaque renouvellement \(EUR\)/ }),
      '12,50',
    )
    type(screen.getByRole('spinbutton', { name: /^Renouvellements remisés/ }), '6')
    await save()
    expect(saved).toEqual([
      expect.objectContaining({
        subscription_winback_enabled: true,
        subscription_winback_kind: 'amount',
        subscription_winback_amount_off: 1250,
        subscription_winback_months: 6,
      }),
    ])
  })

  it('redraws the preview in the font chosen, and saves it', async () => {
    const saved = serveSettings()
    await openSettings()
    expect(getComputedStyle(previewButton()).fontFamily).toMatch(/^Roboto, "Roboto Fallback"/)
    await choose(screen.getByRole('combobox', { name: /^Police/ }), 'Lora (à empattements)')
    await waitFor(() =>
      expect(getComputedStyle(previewButton()).fontFamily).toMatch(
        /^Lora, "Lora Fallback",.*serif$/,
      ),
    )
    await save()
    expect(saved).toEqual([{ ...COLOURS, font: 'lora' }])
  })

  it('edits a partner page, removes its picture and adds it a link, and sends it', async () => {
    const saved = serveSettings()
    await openSection('partners')
    const section = within(partnersSection())
    type(section.getByRole('textbox', { name: /^Titre de la page/ }), 'L’atelier Duval')
    const picture = section.getByRole('textbox', { name: /^Adresse de l’image/ })
    fireEvent.click(within(rowOf(picture)).getByRole('button', { name: 'Supprimer' }))
    // The pictures' add button, the links', the pages'.
    const [, addLink] = section.getAllByRole('button', { name: 'Ajouter' })
    fireEvent.click(addLink!)
    type(await section.findByRole('textbox', { name: /^Texte du lien/ }), 'Le site')
    type(section.getByRole('textbox', { name: /^Adresse \(https/ }), ' https://duval.example/ ')
    await save()
    expect(saved).toEqual([
      {
        partners: [
          {
            ...CRAFTSMAN,
            title: 'L’atelier Duval',
            images: [],
            links: [{ label: 'Le site', url: 'https://duval.example/' }],
          },
        ],
      },
    ])
  })

  it('adds a partner page, moves it first, and sends the pages in that order', async () => {
    const saved = serveSettings()
    await openSection('partners')
    const section = within(partnersSection())
    fireEvent.click(section.getAllByRole('button', { name: 'Ajouter' }).at(-1)!)
    const names = await section.findAllByRole('textbox', { name: /^Partenaire/ })
    const added = within(rowOf(names[1]!))
    type(names[1]!, 'Lumen')
    type(added.getByRole('textbox', { name: /^Adresse de la page/ }), 'code-lumen')
    await choose(added.getByRole('combobox', { name: /^Type/ }), 'Code promo')
    type(added.getByRole('textbox', { name: /^Titre de la page/ }), '−15 %')
    type(added.getByRole('textbox', { name: /^Code promo/ }), ' LUMEN15 ')
    type(added.getByRole('textbox', { name: /^E-mail/ }), 'bonjour@lumen.example')
    fireEvent.click(added.getByRole('button', { name: 'Déplacer vers le haut' }))
    await save()
    expect(saved).toEqual([
      {
        partners: [
          {
            slug: 'code-lumen',
            name: 'Lumen',
            kind: 'promo-code',
            title: '−15 %',
            description: '',
            images: [],
            links: [],
            contact: { email: 'bonjour@lumen.example' },
            promo_code: 'LUMEN15',
          },
          CRAFTSMAN,
        ],
      },
    ])
    // An upper bound: 14 s alone, 40 s once with the whole suite on two busy cores.
  }, 60_000)

  it('fills a partner picture’s address by sending the picture', async () => {
    serveSettings()
    apiServer.use(
      http.post(`${ADMIN_API_BASE}/images/`, () =>
        HttpResponse.json({ url: '/images/website/vitrine.jpg' }),
      ),
    )
    await openSection('partners')
    const section = within(partnersSection())
    const [send] = section.getAllByLabelText('Envoyer une image')
    fireEvent.change(send!, { target: { files: [new File(['jpeg'], 'vitrine.jpg')] } })
    const address = section.getByRole('textbox', { name: /^Adresse de l’image/ })
    await waitFor(() => expect(address).toHaveProperty('value', '/images/website/vitrine.jpg'))
  })

  it('removes a partner page', async () => {
    const saved = serveSettings()
    await openSection('partners')
    const name = within(partnersSection()).getByRole('textbox', { name: /^Partenaire/ })
    const ownButtons = within(rowOf(name)).getAllByRole('button', { name: 'Supprimer' })
    // The page's own button comes after its pictures' ones.
    fireEvent.click(ownButtons.at(-1)!)
    await save()
    expect(saved).toEqual([{ partners: [] }])
  })

  it('shows beside its input the partner page address the server refused', async () => {
    const message = 'Une autre page partenaire a cette adresse.'
    serveSettings({
      status: 400,
      body: { type: 'ValidationError', message, details: { 'partners[0].slug': [message] } },
    })
    await openSection('partners')
    const slug = within(partnersSection()).getByRole('textbox', { name: /^Adresse de la page/ })
    type(slug, 'autre-atelier')
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expectFieldError(slug, message))
  })
})
