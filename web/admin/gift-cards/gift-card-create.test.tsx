import { fireEvent, render, screen } from '@testing-library/react'
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AdminGiftCardCreated } from '../../../contract/schemas/gift-cards.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer, recordRequests } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { GiftCardCreate } from './gift-card-create.tsx'

const CODE = 'CARD-ABCD-EFGH-JKLM-NPQR'

/** The staff API answering a new card as the server does, with its code. */
function serveCards() {
  apiServer.use(
    http.post(`${ADMIN_API_BASE}/gift-cards/`, async ({ request }) => {
      const body = (await request.json()) as { amount: number; multiple_use: boolean }
      const created: AdminGiftCardCreated = {
        uid: 'card1',
        label: '',
        code_end: 'NPQR',
        amount: body.amount,
        balance: body.amount,
        multiple_use: body.multiple_use,
        uses: 0,
        expires_on: null,
        status: 'active',
        disabled_at: null,
        created_at: '2026-12-07T10:00:00.000Z',
        code: CODE,
      }
      return HttpResponse.json(created, { status: 201 })
    }),
    http.all('*', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  )
  return recordRequests()
}

function createCard() {
  render(
    <MemoryRouter initialEntries={['/gift_cards/create']}>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceDefinitionContextProvider
            definitions={{ gift_cards: { name: 'gift_cards', hasList: true, hasCreate: true } }}
          >
            <ResourceContextProvider value="gift_cards">
              <Routes>
                <Route path="/gift_cards/create" element={<GiftCardCreate />} />
              </Routes>
            </ResourceContextProvider>
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
}

describe('the gift card form', { timeout: 90_000 }, () => {
  it('sends an amount typed the French way in minor units, then shows the code once', async () => {
    const calls = serveCards()
    createCard()
    const amount = await screen.findByRole('textbox', { name: /^Montant/ })
    expect(screen.getByText(/ce qui reste sur la carte cadeau est perdu/)).toBeTruthy()
    fireEvent.change(amount, { target: { value: '12,50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(/Carte cadeau de 12,50\s€ créée/)).toBeTruthy()
    const sent = calls.find((call) => call.method === 'POST')
    expect(sent).toMatchObject({
      path: `${ADMIN_API_BASE}/gift-cards/`,
      body: { amount: 1250, multiple_use: false, expires_on: null },
    })
    expect(screen.getByDisplayValue(CODE)).toBeTruthy()
    expect(screen.getByText(/il ne sera plus affiché/)).toBeTruthy()
  })

  it('refuses an amount that is not one, before sending anything', async () => {
    const calls = serveCards()
    createCard()
    const amount = await screen.findByRole('textbox', { name: /^Montant/ })
    fireEvent.change(amount, { target: { value: '12,5,0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(
      await screen.findByText(/^(Deux décimales|Montant ambigu|Montant invalide)/),
    ).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })
})
