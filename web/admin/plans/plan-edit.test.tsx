import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminPlan } from '../../../contract/schemas/admin-plans.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer, recordRequests, type SentRequest } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { PlanEdit } from './plan-edit.tsx'

const CLUB: AdminPlan = {
  uid: 'club',
  name: 'Club',
  amount: 1500,
  interval: 'month',
  description: '',
  trial_days: 0,
  position: 0,
  is_private: false,
  thumbnail: null,
  item_uids: [],
  subscriptions_count: 0,
}
const PICTURE = '/images/plan/uid/club/thumbnail.jpg?v=0123456789abcdef'

/** The staff API's plan routes over CLUB; every other list is empty. Returns what was sent. */
function servePlans(): SentRequest[] {
  let plan = CLUB
  const club = `${ADMIN_API_BASE}/plans/club/`
  apiServer.use(
    http.get(club, () => HttpResponse.json(plan)),
    http.patch(club, async ({ request }) => {
      plan = { ...plan, ...((await request.json()) as Partial<AdminPlan>) }
      return HttpResponse.json(plan)
    }),
    http.put(`${club}thumbnail/`, () => {
      plan = { ...plan, thumbnail: PICTURE }
      return HttpResponse.json(plan)
    }),
    http.all('*', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  )
  return recordRequests()
}

/** The edit screen of Club, and the list it goes back to. */
async function editClub() {
  render(
    <MemoryRouter initialEntries={['/plans/club']}>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceDefinitionContextProvider
            definitions={{ plans: { name: 'plans', hasList: true, hasEdit: true } }}
          >
            <ResourceContextProvider value="plans">
              <Routes>
                <Route path="/plans/:id" element={<PlanEdit />} />
                <Route path="/plans" element={<p>La liste</p>} />
              </Routes>
            </ResourceContextProvider>
            <Notification />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveProperty('value', 'Club'),
  )
}

afterEach(() => vi.restoreAllMocks())

describe('the plan form', { timeout: 30_000 }, () => {
  it('shows the link to share on the website’s address, and copies it', async () => {
    servePlans()
    const writeText = vi.fn(async (text: string) => void text)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await editClub()
    const link = `${window.location.origin}/?plan=club`
    expect(screen.getByRole('textbox', { name: 'Adresse' })).toHaveProperty('value', link)
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }))
    expect(await screen.findByText('Le lien est copié.')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(link)
  })

  it('saves the plan private', async () => {
    const calls = servePlans()
    await editClub()
    fireEvent.click(screen.getByRole('switch', { name: 'Privé (accessible par lien)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('La liste')).toBeTruthy()
    const saved = calls.find((call) => call.method === 'PATCH')
    expect(saved).toMatchObject({
      path: `${ADMIN_API_BASE}/plans/club/`,
      body: { is_private: true },
    })
  })

  it('sends a chosen picture at once and shows it', async () => {
    const calls = servePlans()
    await editClub()
    expect(screen.getByText("Pas encore d'image.")).toBeTruthy()
    const file = new File(['png'], 'club.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText("Changer l'image"), { target: { files: [file] } })

    const shown = await screen.findByRole('img', { name: "Image actuelle de l'abonnement" })
    expect(shown.getAttribute('src')).toBe(PICTURE)
    const sent = calls.find((call) => call.method === 'PUT')
    expect(sent?.path).toBe(`${ADMIN_API_BASE}/plans/club/thumbnail/`)
    // Vitest's jsdom sends a file as a nameless blob (vitest-dev/vitest#9260): bytes tell it.
    expect(await ((sent?.body as FormData).get('file') as Blob).text()).toBe('png')
  })

  it('shows the price as French write it and saves a price typed with a comma', async () => {
    const calls = servePlans()
    await editClub()
    const amount = screen.getByRole('textbox', { name: /^Montant \(EUR\)/ })
    expect(amount).toHaveProperty('value', '15,00')
    expect(amount.getAttribute('inputmode')).toBe('decimal')
    fireEvent.change(amount, { target: { value: '4,99' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('La liste')).toBeTruthy()
    const saved = calls.find((call) => call.method === 'PATCH')
    expect(saved?.body).toMatchObject({ amount: 499 })
  })

  it('refuses a price that reads two ways, and says why at the field', async () => {
    const calls = servePlans()
    await editClub()
    const amount = screen.getByRole('textbox', { name: /^Montant \(EUR\)/ })
    fireEvent.change(amount, { target: { value: '1.250,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
    expect(
      screen.getByText(
        'Montant ambigu : séparez les milliers par une espace et les centimes par une virgule (1 250,50)',
      ),
    ).toBeTruthy()
    fireEvent.change(amount, { target: { value: '4,9999' } })
    expect(await screen.findByText('Deux décimales au plus, comme 12,50')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
  })
})
