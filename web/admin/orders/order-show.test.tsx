import { fireEvent, render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../../contract/schemas/admin-orders.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { OrderShow } from './order-show.tsx'

/** A film and a series bought with 2,40 € off and a tip of 1 €: 16,59 € charged. */
const BOUGHT: AdminOrderDetail = {
  uid: 'ord1',
  type: 'prices',
  status: 'paid',
  total: 1659,
  tip: 100,
  coupon_code: 'ETE24',
  discount: 240,
  currency: 'eur',
  refunded_amount: 0,
  created_at: '2025-06-01T10:00:00.000Z',
  paid_at: '2025-06-01T10:01:00.000Z',
  user_uid: 'ada',
  customer_email: 'ada@example.com',
  provider: 'sandbox',
  provider_session_id: null,
  customer_name: 'Ada Lovelace',
  message: null,
  lines: [
    { label: 'Film — location 48 h', amount: 899, item_uid: 'film', plan_uid: null, period: 48 },
    { label: 'Série', amount: 900, item_uid: 'series', plan_uid: null, period: 0 },
  ],
  refunds: [],
  gift: null,
}

const SUBSCRIBED: AdminOrderDetail = {
  ...BOUGHT,
  type: 'subscription',
  total: 990,
  tip: 0,
  coupon_code: null,
  discount: 0,
  lines: [{ label: 'Mensuel', amount: 990, item_uid: null, plan_uid: 'monthly', period: null }],
}

/** The page of `order`, as the staff API answers it. */
async function showOrder(order: AdminOrderDetail) {
  apiServer.use(
    http.get(`${ADMIN_API_BASE}/orders/${order.uid}/`, () => HttpResponse.json(order)),
    http.all('*', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  )
  render(
    <MemoryRouter initialEntries={[`/orders/${order.uid}/show`]}>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceDefinitionContextProvider
            definitions={{ orders: { name: 'orders', hasList: true, hasShow: true } }}
          >
            <ResourceContextProvider value="orders">
              <Routes>
                <Route path="/orders/:id/show" element={<OrderShow />} />
              </Routes>
            </ResourceContextProvider>
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
  return screen.findByRole('table', { name: 'Lignes' })
}

/** Intl separates figures and symbols with no-break spaces; compare with plain ones. */
const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** The text of each row of a table, its cells joined by " | ". */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')]
        .map((cell) => plainSpaces(cell.textContent))
        .join(' | '),
    )

/** Asks for a refund of all that is left; answers the confirmation's text. */
async function askFullRefund() {
  fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirmer le remboursement' })
  return plainSpaces(dialog.textContent)
}

describe("an order's page", { timeout: 30_000 }, () => {
  it('shows the coupon and its discount, the lines adding up to what was charged', async () => {
    const table = await showOrder(BOUGHT)
    expect(rowsOf(table)).toEqual([
      'Libellé | Montant',
      'Film — location 48 h | 8,99 €',
      'Série | 9,00 €',
      'Code promo ETE24 | − 2,40 €',
      'Pourboire | 1,00 €',
      'Total | 16,59 €',
    ])
  })

  it('names no coupon when the order used none', async () => {
    const table = await showOrder(SUBSCRIBED)
    expect(rowsOf(table)).toEqual(['Libellé | Montant', 'Mensuel | 9,90 €', 'Total | 9,90 €'])
  })

  it('says a full refund ends the access bought, and no subscription, when none was', async () => {
    await showOrder(BOUGHT)
    const text = await askFullRefund()
    expect(text).toContain('Rembourser 16,59 € à ada@example.com ?')
    expect(text).toContain('accès achetés par cette commande sont retirés')
    expect(text).not.toMatch(/abonnement/i)
  })

  it('says a full refund ends the subscription the order started', async () => {
    await showOrder(SUBSCRIBED)
    expect(await askFullRefund()).toContain('l’abonnement de cette commande prend fin')
  })
})
