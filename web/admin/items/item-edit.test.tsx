import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type AuthProvider,
} from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type {
  AdminItemDetail,
  MediasGivenAwayError,
} from '../../../contract/schemas/admin-items.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer, recordRequests } from '../../test/api-server.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { ItemEdit } from './item-edit.tsx'

/** A series on request holding a paid film: opening it to all would give the film away. */
const SERIES: AdminItemDetail = {
  uid: 'serie',
  slug: 'serie',
  name: 'Les saisons',
  type: 'playlist',
  visibility_type: 'on_demand',
  monetization_enabled: false,
  published_at: '2024-01-01T00:00:00.000Z',
  categories: [],
  prices_count: 0,
  content_object_uid: 'serie-playlist',
  excerpt: '',
  description: '',
  name_en: '',
  excerpt_en: '',
  description_en: '',
  tags: [],
  is_content_downloadable: false,
  prices: [],
  medias: [
    { uid: 'coulisses', name: 'Les coulisses', duration: 600, thumbnail: null, season: null },
  ],
}

const GIVEN_AWAY: MediasGivenAwayError = {
  type: 'Conflict',
  message: 'Cette playlist laisserait voir des médias fermés (“Les coulisses”).',
  details: { visibility_type: ['Cette playlist laisserait voir des médias fermés.'] },
  medias_given_away: [
    {
      uid: 'coulisses',
      name: 'Les coulisses',
      item_uid: 'coulisses-item',
      kept_for: 'buyers',
      opened_to: 'anyone',
    },
  ],
}

/** The staff API over SERIES: a change is refused while it gives the film away unconfirmed. */
function serveSeries() {
  const path = `${ADMIN_API_BASE}/items/serie/`
  apiServer.use(
    http.get(path, () => HttpResponse.json(SERIES)),
    http.patch(path, async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>
      if (change.visibility_type === 'public' && !change.confirm_medias_given_away) {
        return HttpResponse.json(GIVEN_AWAY, { status: 409 })
      }
      return HttpResponse.json({ ...SERIES, ...change })
    }),
    http.all('*', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  )
  return recordRequests('patch')
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [
    'catalogue.read',
    'catalogue.edit',
    'catalogue.publish',
    'catalogue.prices',
  ],
}

function renderSeriesForm() {
  render(
    <MemoryRouter initialEntries={['/items/serie']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <ResourceDefinitionContextProvider
          definitions={{ items: { name: 'items', hasEdit: true, hasShow: true } }}
        >
          <ResourceContextProvider value="items">
            <Routes>
              <Route path="/items/:id" element={<ItemEdit />} />
              <Route path="/items/:id/show" element={<p>La fiche de la série</p>} />
            </Routes>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
}

async function openSeriesToAll() {
  renderSeriesForm()
  const visibility = await screen.findByRole('combobox', { name: /^Visibilité/ })
  fireEvent.mouseDown(visibility)
  fireEvent.click(await screen.findByRole('option', { name: 'Public' }))
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
  return screen.findByRole('dialog', { name: 'Cette playlist offrirait des médias' })
}

describe('a playlist opened to all while it holds a paid film', { timeout: 60_000 }, () => {
  it('names the film, lets staff go set the visibility, or confirm and save', async () => {
    const sent = serveSeries()
    let dialog = await openSeriesToAll()
    expect(within(dialog).getByText('Les coulisses')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Régler le prix ou la visibilité' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Visibilité/ }))

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    dialog = await screen.findByRole('dialog', { name: 'Cette playlist offrirait des médias' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Les offrir quand même' }))
    expect(await screen.findByText('La fiche de la série')).toBeTruthy()
    expect(sent.map((request) => request.body)).toEqual([
      { visibility_type: 'public' },
      { visibility_type: 'public' },
      { visibility_type: 'public', confirm_medias_given_away: true },
    ])
  })
})

describe("an item's English version", { timeout: 60_000 }, () => {
  it('is written in its own tab and saved alone, the French texts untouched', async () => {
    const sent = serveSeries()
    renderSeriesForm()
    const french = await screen.findByRole('tab', { name: 'Français' })
    expect(french.getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Anglais' }))
    const name = await screen.findByRole('textbox', { name: 'Nom en anglais' })
    fireEvent.change(name, { target: { value: 'The seasons' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Résumé en anglais' }), {
      target: { value: 'Four of them' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('La fiche de la série')).toBeTruthy()
    expect(sent.map((request) => request.body)).toEqual([
      { name_en: 'The seasons', excerpt_en: 'Four of them' },
    ])
  })
})
