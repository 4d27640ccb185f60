import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type AuthProvider,
} from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { MediasGivenAwayError } from '../../../contract/schemas/admin-items.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { apiServer, recordRequests } from '../../test/api-server.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { PlaylistCreate } from './playlist-create.tsx'

const MEDIAS = [
  { uid: 'printemps', name: 'Le printemps' },
  { uid: 'coulisses', name: 'Les coulisses' },
]

/** The 409 of the staff API for a public playlist holding the paid "Les coulisses". */
const GIVEN_AWAY: MediasGivenAwayError = {
  type: 'Conflict',
  message: 'Cette playlist laisserait voir des médias fermés (“Les coulisses”).',
  details: { media_uids: ['Cette playlist laisserait voir des médias fermés (“Les coulisses”).'] },
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

/**
 * The staff API's medias and POST /items/, which refuses a public playlist of a paid media
 * unless it is confirmed or on request. Returns the requests sent.
 */
function servePlaylists() {
  apiServer.use(
    http.get(`${ADMIN_API_BASE}/medias/:uid/`, ({ params }) =>
      HttpResponse.json(MEDIAS.find((media) => media.uid === params.uid)),
    ),
    http.get(`${ADMIN_API_BASE}/medias/`, () =>
      HttpResponse.json(MEDIAS, { headers: { 'X-Total-Count': String(MEDIAS.length) } }),
    ),
    http.post(`${ADMIN_API_BASE}/items/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      if (!body.confirm_medias_given_away && body.visibility_type !== 'on_demand') {
        return HttpResponse.json(GIVEN_AWAY, { status: 409 })
      }
      return HttpResponse.json({ uid: 'cadeau', name: body.name }, { status: 201 })
    }),
    http.get(`${ADMIN_API_BASE}/items/cadeau/`, () =>
      HttpResponse.json({ uid: 'cadeau', name: 'Cadeau' }),
    ),
  )
  return recordRequests('post')
}

/** The new-playlist screen, its name and medias picked, for staff of these permissions. */
function createPlaylist(permissions: StaffPermission[]) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  }
  const picked = { name: 'Cadeau', media_uids: MEDIAS.map((media) => media.uid) }
  render(
    <MemoryRouter initialEntries={[{ pathname: '/items/create', state: { record: picked } }]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <ResourceDefinitionContextProvider
          definitions={{ items: { name: 'items', hasEdit: true, hasCreate: true } }}
        >
          <ResourceContextProvider value="items">
            <Routes>
              <Route path="/items/create" element={<PlaylistCreate />} />
              <Route path="/items/:id" element={<p>La playlist est créée</p>} />
            </Routes>
          </ResourceContextProvider>
          <Notification />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
}

const EDITOR: StaffPermission[] = [
  'catalogue.read',
  'catalogue.edit',
  'catalogue.publish',
  'catalogue.prices',
]

async function saveAndSeeDialog() {
  await screen.findByText('Les coulisses')
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
  return screen.findByRole('dialog', { name: 'Cette playlist offrirait des médias' })
}

describe('a new playlist holding a paid media', { timeout: 30_000 }, () => {
  it('names the media and what would happen, and is created once staff confirm', async () => {
    const sent = servePlaylists()
    createPlaylist(EDITOR)
    const dialog = await saveAndSeeDialog()
    expect(within(dialog).getByText('Les coulisses')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Réservé à ses acheteurs et abonnés ; la playlist le montrerait gratuitement à tout le monde.',
      ),
    ).toBeTruthy()
    expect(within(dialog).queryByText('coulisses')).toBeNull()
    // The dialog is the whole answer: no "invalid form" notice, no error under the medias.
    expect(screen.queryByText(/formulaire n.est pas valide/)).toBeNull()
    expect(screen.queryByText(/laisserait voir/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Les offrir quand même' }))
    expect(await screen.findByText('La playlist est créée')).toBeTruthy()
    expect(sent.map((request) => request.body)).toEqual([
      { name: 'Cadeau', media_uids: ['printemps', 'coulisses'] },
      { name: 'Cadeau', media_uids: ['printemps', 'coulisses'], confirm_medias_given_away: true },
    ])
  })

  it('can be created on request instead, to be priced next', async () => {
    const sent = servePlaylists()
    createPlaylist(EDITOR)
    const dialog = await saveAndSeeDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la playlist sur demande' }))
    expect(await screen.findByText('La playlist est créée')).toBeTruthy()
    expect(sent.at(-1)?.body).toEqual({
      name: 'Cadeau',
      media_uids: ['printemps', 'coulisses'],
      visibility_type: 'on_demand',
    })
  })

  it('tells a contributor who may give it away, and offers no confirmation', async () => {
    const sent = servePlaylists()
    createPlaylist(['catalogue.read', 'catalogue.edit'])
    const dialog = await saveAndSeeDialog()
    expect(within(dialog).getByText(/Seuls un propriétaire ou un éditeur/)).toBeTruthy()
    expect(within(dialog).getByText('Les coulisses')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Les offrir quand même' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revenir au formulaire' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toHaveLength(1)
  })
})
