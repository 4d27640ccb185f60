import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataProvider } from '../../data-provider.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { CategoryEdit } from './category-edit.tsx'
import { serveCategories, type Call } from '../test/serve-categories.ts'

afterEach(() => vi.restoreAllMocks())

/** The edit screen of Histoire (under Documentaires), and the list it goes back to. */
async function editHistory() {
  render(
    <MemoryRouter initialEntries={['/categories/history']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider
          definitions={{ categories: { name: 'categories', hasList: true, hasEdit: true } }}
        >
          <ResourceContextProvider value="categories">
            <Routes>
              <Route path="/categories/:id" element={<CategoryEdit />} />
              <Route path="/categories" element={<p>La liste</p>} />
            </Routes>
          </ResourceContextProvider>
          <Notification />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveProperty('value', 'Histoire'),
  )
}

const changesIn = (calls: Call[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }))

describe('the category form', { timeout: 30_000 }, () => {
  it('saves a new parent through the move route, placing the category last under it', async () => {
    const calls = serveCategories()
    await editHistory()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Catégorie parente/ }))
    fireEvent.click(await screen.findByRole('option', { name: /Musique/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText('La liste')).toBeTruthy()
    expect(changesIn(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/categories/history/',
        body: {
          name: 'Histoire',
          slug: 'history',
          description: '',
          name_en: '',
          description_en: '',
          is_on_navbar: false,
          order_by: '-published_at',
        },
      },
      {
        method: 'POST',
        path: '/categories/history/move/',
        body: { parent_uid: 'music', position: 0 },
      },
    ])
  })

  it('saves the English name written under the English tab', async () => {
    const calls = serveCategories()
    await editHistory()
    fireEvent.click(screen.getByRole('tab', { name: 'Anglais' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom en anglais' }), {
      target: { value: 'History' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText('La liste')).toBeTruthy()
    expect(changesIn(calls)[0]?.body).toMatchObject({ name: 'Histoire', name_en: 'History' })
  })

  it('shows a slug another category has beside the slug, and moves nothing', async () => {
    // react-admin's data provider hook logs every refused call outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const taken = 'Another category of this website already has this slug.'
    const calls = serveCategories({
      change: [409, { type: 'Conflict', message: taken, details: { slug: [taken] } }],
    })
    await editHistory()
    fireEvent.change(screen.getByRole('textbox', { name: /^Slug/ }), {
      target: { value: 'nature' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    const slug = screen.getByRole('textbox', { name: /^Slug/ })
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(taken).length).toBeGreaterThan(0)
    expect(changesIn(calls).map((call) => call.method)).toEqual(['PATCH'])
  })
})
