import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AdminItem } from '../../../contract/schemas/admin-items.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer, recordRequests } from '../../test/api-server.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { ItemDeleteButton } from './item-delete-button.tsx'

const item = (type: AdminItem['type']): AdminItem => ({
  uid: 'film',
  slug: 'film',
  name: 'Le Film',
  type,
  visibility_type: 'public',
  monetization_enabled: false,
  published_at: '2024-01-01T00:00:00.000Z',
  categories: [],
  prices_count: 0,
})

function renderButton(record: AdminItem) {
  apiServer.use(
    http.delete(`${ADMIN_API_BASE}/items/film/`, () => new HttpResponse(null, { status: 204 })),
  )
  const sent = recordRequests()
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="items">
          <RecordContextProvider value={{ ...record, id: record.uid }}>
            <ItemDeleteButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
  return sent
}

describe('deleting an item from the back office', { timeout: 30_000 }, () => {
  it('says its media and files in storage go with it, unless something else uses them', async () => {
    const sent = renderButton(item('media'))
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Le Film » ?' })
    expect(dialog.textContent).toContain(
      'Son média part avec lui, et ses fichiers sont effacés du stockage : vidéos, miniatures, sous-titres et fichiers à télécharger, ainsi que sa bande-annonce.',
    )
    expect(dialog.textContent).toContain(
      'Ce qu’un autre contenu ou une playlist utilise encore est gardé.',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    await waitFor(() =>
      expect(
        sent.some(
          (call) => call.method === 'DELETE' && call.path === `${ADMIN_API_BASE}/items/film/`,
        ),
      ).toBe(true),
    )
  })

  it('says a playlist item takes its playlist and the medias in it', async () => {
    renderButton(item('playlist'))
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Le Film » ?' })
    expect(dialog.textContent).toContain(
      'Sa playlist part avec lui, avec les médias qu’elle contient et leurs fichiers dans le stockage',
    )
  })
})
