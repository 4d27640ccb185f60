import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { AdminContext, type AuthProvider } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminMedia } from '../../../contract/schemas/admin-medias.ts'
import type { AdminMediaImport } from '../../../contract/schemas/admin-media-imports.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { apiServer, recordRequests } from '../../test/api-server.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { MediaPanel } from './media-panel.tsx'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'

/** The tus uploads the panel started, in place of the network: their options, to play them. */
const tus = vi.hoisted(() => ({
  started: [] as {
    metadata: Record<string, string>
    onProgress: (sent: number, total: number) => void
    onSuccess: () => void
  }[],
}))

vi.mock('tus-js-client', () => ({
  DetailedError: class extends Error {},
  defaultOptions: { fingerprint: async (file: File) => `tus-${file.name}` },
  Upload: class {
    constructor(
      _file: File,
      private readonly options: (typeof tus.started)[number],
    ) {}
    findPreviousUploads = async () => []
    resumeFromPreviousUpload() {}
    start() {
      tus.started.push(this.options)
    }
  },
}))

const MEDIA_PATH = `${ADMIN_API_BASE}/medias/m1/`
const EDITOR: StaffPermission[] = [
  'catalogue.read',
  'catalogue.edit',
  'catalogue.publish',
  'catalogue.delete',
]
const CONTRIBUTOR: StaffPermission[] = ['catalogue.read', 'catalogue.edit']

function aMedia(overrides: Partial<AdminMedia> = {}): AdminMedia {
  return {
    uid: 'm1',
    name: 'Film',
    duration: 600,
    thumbnail: null,
    has_renditions: true,
    captions: [],
    trailer: null,
    bonus_files: [],
    imports: [],
    ...overrides,
  }
}

function anImport(overrides: Partial<AdminMediaImport>): AdminMediaImport {
  return {
    uid: 'import-1',
    file_name: 'bande.mp4',
    purpose: 'trailer',
    target_media_uid: 'm1',
    target_media_name: 'Film',
    size: 1000,
    status: 'queued',
    progress: 0,
    error: null,
    media_uid: null,
    item_uid: null,
    item_name: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/**
 * The panel of media m1 for staff with `permissions`, against a fake staff API that answers
 * `server.media` and removes what a DELETE names; `calls` lists every call made.
 */
function renderPanel(media: AdminMedia, permissions: StaffPermission[]) {
  const server = { media }
  apiServer.use(
    http.delete(`${MEDIA_PATH}trailer/`, () => {
      server.media = { ...server.media, trailer: null }
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(`${MEDIA_PATH}bonus-files/:uid/`, ({ params }) => {
      const left = server.media.bonus_files.filter((file) => file.uid !== params.uid)
      server.media = { ...server.media, bonus_files: left }
      return new HttpResponse(null, { status: 204 })
    }),
    http.all('*', () => HttpResponse.json(server.media)),
  )
  const calls = recordRequests()
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  }
  const view = render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <MediaPanel mediaUid="m1" />
    </AdminContext>,
  )
  return { server, calls, user: userEvent.setup(), ...view }
}

const section = (name: string) => screen.findByRole('region', { name })

afterEach(() => {
  tus.started.length = 0
})

describe("a media's trailer in the back office", () => {
  it('shows its thumbnail and length, and an editor unlinks it', async () => {
    const trailer = { uid: 't1', name: 'Bande-annonce', duration: 95, thumbnail: '/t1.jpg' }
    const { calls, user } = renderPanel(aMedia({ trailer }), EDITOR)
    const part = await section('Bande-annonce')
    expect(within(part).getByRole('img', { name: 'Vignette de la bande-annonce' })).toBeTruthy()
    expect(within(part).getByText('Durée : 00:01:35')).toBeTruthy()

    await user.click(within(part).getByRole('button', { name: 'Retirer la bande-annonce' }))
    await within(part).findByText('Pas encore de bande-annonce.')
    expect(calls).toContainEqual({ method: 'DELETE', path: `${MEDIA_PATH}trailer/` })
  })

  it('shows a contributor the trailer and captions, with nothing to remove them', async () => {
    const trailer = { uid: 't1', name: 'Bande-annonce', duration: 95, thumbnail: '/t1.jpg' }
    const captions = [{ lang: 'fr', label: 'Français' }]
    renderPanel(aMedia({ trailer, captions }), CONTRIBUTOR)
    const part = await section('Bande-annonce')
    expect(within(part).getByText('Durée : 00:01:35')).toBeTruthy()
    expect(within(part).queryByRole('button', { name: 'Retirer la bande-annonce' })).toBeNull()
    const captionPart = await section('Sous-titres')
    expect(within(captionPart).getByText('fr')).toBeTruthy()
    expect(
      within(captionPart).queryByRole('button', { name: /Retirer les sous-titres/ }),
    ).toBeNull()
  })

  it('sends a video with tus as the trailer of this media, then says while it is imported', async () => {
    const { server, user } = renderPanel(aMedia(), CONTRIBUTOR)
    const part = await section('Bande-annonce')
    const video = new File(['...'], 'bande.mp4', { type: 'video/mp4' })
    await user.upload(within(part).getByLabelText('Envoyer une bande-annonce'), video)

    await vi.waitFor(() => expect(tus.started).toHaveLength(1))
    expect(tus.started[0]!.metadata).toMatchObject({
      filename: 'bande.mp4',
      purpose: 'trailer',
      media_uid: 'm1',
    })
    tus.started[0]!.onProgress(50, 100)
    const progress = await within(part).findByRole('progressbar', {
      name: 'Progression de bande.mp4',
    })
    // The bar shows as soon as the upload starts; the reported half arrives with the next render.
    await vi.waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'))

    // Once sent, the server imports it: the panel asks again and says so.
    server.media = aMedia({ imports: [anImport({ status: 'running', progress: 0.4 })] })
    tus.started[0]!.onSuccess()
    await within(part).findByText('bande.mp4 : import en cours (40 %).')
    expect(within(part).getByLabelText('Envoyer une bande-annonce')).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('tells why an import failed', async () => {
    const failed = anImport({ status: 'failed', error: 'bande.mp4 is not a video' })
    renderPanel(aMedia({ imports: [failed] }), EDITOR)
    const part = await section('Bande-annonce')
    expect(
      within(part).getByText('bande.mp4 : l’import a échoué. bande.mp4 is not a video'),
    ).toBeTruthy()
  })
})

describe("a media's bonus files in the back office", () => {
  const booklet = { uid: 'b1', display_name: 'Livret', size: 1536 }

  it('lists them with their size; a contributor adds one under its name, but deletes none', async () => {
    const { user } = renderPanel(aMedia({ bonus_files: [booklet] }), CONTRIBUTOR)
    const part = await section('Fichiers bonus')
    const list = within(part).getByRole('list', { name: 'Fichiers bonus' })
    expect(within(list).getByText('Livret')).toBeTruthy()
    expect(within(list).getByText('1,5 ko')).toBeTruthy()
    expect(within(part).queryByRole('button', { name: /Supprimer/ })).toBeNull()

    await user.type(within(part).getByRole('textbox', { name: 'Nom affiché' }), 'Photos')
    const zip = new File(['PK'], 'stills.zip', { type: 'application/zip' })
    await user.upload(within(part).getByLabelText('Ajouter un fichier bonus'), zip)
    await vi.waitFor(() => expect(tus.started).toHaveLength(1))
    expect(tus.started[0]!.metadata).toMatchObject({
      filename: 'stills.zip',
      purpose: 'bonus',
      media_uid: 'm1',
      display_name: 'Photos',
    })
  })

  it('lets an editor delete one, once they confirm', async () => {
    const { calls, user } = renderPanel(aMedia({ bonus_files: [booklet] }), EDITOR)
    const part = await section('Fichiers bonus')
    await user.click(
      await within(part).findByRole('button', { name: 'Supprimer le fichier bonus : Livret' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce fichier bonus ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }))

    await within(part).findByText('Aucun fichier bonus pour le moment.')
    expect(calls).toContainEqual({ method: 'DELETE', path: `${MEDIA_PATH}bonus-files/b1/` })
  })
})
