import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { AdminContext, Notification } from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminWatchActivity } from '../../../contract/schemas/admin-customers.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer, recordRequests, type SentRequest } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { GiveAccessForm } from './give-access-form.tsx'
import { WatchActivityList } from './watch-activity-list.tsx'

const watched = (index: number): AdminWatchActivity => ({
  media_uid: `media-${index}`,
  media_name: `Épisode ${index}`,
  item_uid: 'series',
  item_name: 'La série',
  position: 90,
  duration: 600,
  finished: index === 1,
  watch_time: 3725,
  watched_at: '2025-05-01T10:00:00.000Z',
})
/** Twelve medias watched: a first page of ten, then two. */
const ACTIVITY = Array.from({ length: 12 }, (_, index) => watched(index + 1))

/** Answers a list call with these rows, of `total` in all, as react-admin counts them. */
const listOf = (rows: unknown[], total = rows.length) =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } })

/** The staff API: the customer's activity, plans, and grants. Returns what was sent. */
function serveCustomer(): SentRequest[] {
  apiServer.use(
    http.get(`${ADMIN_API_BASE}/customers/:uid/watch-activity/`, ({ request }) => {
      const { searchParams } = new URL(request.url)
      const start = Number(searchParams.get('_start'))
      return listOf(ACTIVITY.slice(start, Number(searchParams.get('_end'))), ACTIVITY.length)
    }),
    http.get(`${ADMIN_API_BASE}/plans/`, () => listOf([{ uid: 'club', name: 'Club' }])),
    http.post('*', () => HttpResponse.json({}, { status: 201 })),
    http.all('*', () => listOf([])),
  )
  return recordRequests()
}

function renderInAdmin(children: React.ReactNode) {
  render(
    <MemoryRouter>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          {children}
          <Notification />
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe("a customer's page", { timeout: 30_000 }, () => {
  it('shows what the customer watched, ten at a time, then the rest on demand', async () => {
    serveCustomer()
    renderInAdmin(<WatchActivityList customerUid="ada" />)
    const table = await screen.findByRole('table', { name: 'Visionnages' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
    expect(within(table).getByRole('row', { name: /Épisode 1 Terminé 01:02:05/ })).toBeTruthy()
    expect(
      within(table).getByRole('row', { name: /Épisode 2 00:01:30 sur 00:10:00 01:02:05/ }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13))
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
  })

  it('says when the customer watched nothing yet', async () => {
    apiServer.use(http.all('*', () => listOf([])))
    renderInAdmin(<WatchActivityList customerUid="ada" />)
    expect(await screen.findByText('Rien de regardé pour l’instant.')).toBeTruthy()
  })

  it('gives access to a whole plan', async () => {
    const calls = serveCustomer()
    renderInAdmin(<GiveAccessForm customerUid="ada" />)
    fireEvent.click(await screen.findByRole('radio', { name: 'Un abonnement (tous ses contenus)' }))
    const plan = await screen.findByRole('combobox', { name: /Abonnement/ })
    fireEvent.mouseDown(plan)
    fireEvent.click(await screen.findByRole('option', { name: 'Club' }))
    fireEvent.change(screen.getByRole('spinbutton', { name: /Durée/ }), {
      target: { value: '30' },
    })
    fireEvent.click(screen.getByRole('button', { name: "Offrir l'accès" }))
    expect(await screen.findByText('Accès offert.')).toBeTruthy()
    const sent = calls.find((call) => call.method === 'POST')
    expect(sent).toEqual({
      method: 'POST',
      path: `${ADMIN_API_BASE}/customers/ada/grants/`,
      body: { plan_uid: 'club', days: 30 },
    })
  })
})
