import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { AdminContext, ResourceContextProvider } from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import { STAFF_SORTS } from '../../../contract/schemas/admin-staff.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { AuditLogList } from './audit-log-list.tsx'
import { changedFields } from './changed-fields.ts'
import { dayOf, dayStart } from './day-bounds.ts'

/** An editor raised a rental's price and renamed the item. */
const PRICE_RAISED: AuditEntry = {
  uid: 'entry-1',
  staff_user_uid: 'editor',
  staff_email: 'lea@vitrine.test',
  action: 'update',
  resource: 'item',
  record_uid: 'item-1',
  record_name: 'Le Hérisson',
  before: {
    name: 'Hérisson',
    is_content_downloadable: false,
    prices: [{ uid: 'price-1', amount: 399, period: 48 }],
    description: '<p>Un <strong>petit</strong> animal.</p>',
  },
  after: {
    name: 'Le Hérisson',
    is_content_downloadable: true,
    prices: [{ uid: 'price-2', amount: 499, period: 48 }],
    description: '<p>Un <strong>petit</strong> animal.</p>',
  },
  at: '2026-12-06T10:30:00.000Z',
}

describe('the changes of an audit entry', () => {
  it('lists the fields that differ, nested ones by their path', () => {
    expect(changedFields(PRICE_RAISED.before, PRICE_RAISED.after)).toEqual([
      { path: ['name'], before: 'Hérisson', after: 'Le Hérisson' },
      { path: ['is_content_downloadable'], before: false, after: true },
      { path: ['prices', 0, 'amount'], before: 399, after: 499 },
    ])
    expect(changedFields(null, { code: 'NOEL' })).toEqual([
      { path: ['code'], before: undefined, after: 'NOEL' },
    ])
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { path: ['tags'], before: ['a'], after: ['a', 'b'] },
    ])
  })

  it('reads the days picked in the filters as instants and back', () => {
    const start = dayStart('2026-12-06')
    expect(new Date(start).getDate()).toBe(6)
    expect(dayOf(start)).toBe('2026-12-06')
    expect(dayOf(dayStart('2026-12-31', 1), 1)).toBe('2026-12-31')
  })
})

const LEA = {
  uid: 'editor',
  email: 'lea@vitrine.test',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'editor',
  created_at: '2026-01-01T00:00:00.000Z',
}

/** The staff API's audit log, and its staff list, which refuses sorts it does not know. */
function serveAuditLog() {
  const asked: URL[] = []
  apiServer.use(
    http.get(`${ADMIN_API_BASE}/audit-log/`, ({ request }) => {
      asked.push(new URL(request.url))
      return HttpResponse.json([PRICE_RAISED], { headers: { 'X-Total-Count': '1' } })
    }),
    http.get(`${ADMIN_API_BASE}/staff/:uid/`, () => HttpResponse.json(LEA)),
    http.get(`${ADMIN_API_BASE}/staff/`, ({ request }) => {
      const sort = new URL(request.url).searchParams.get('_sort') ?? 'email'
      if (!(STAFF_SORTS as readonly string[]).includes(sort)) {
        return HttpResponse.json({ type: 'ValidationError' }, { status: 400 })
      }
      return HttpResponse.json([LEA], {
        headers: { 'X-Total-Count': '1' },
      })
    }),
  )
  return asked
}

function renderAuditLog(address = '/audit_log') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="audit_log">
            <AuditLogList />
          </ResourceContextProvider>
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
}

describe('the audit log screen', () => {
  it('filters by a staff member chosen from the staff list', async () => {
    const asked = serveAuditLog()
    renderAuditLog(`/audit_log?displayedFilters=${encodeURIComponent('{"staff_user_uid":true}')}`)
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: "Membre de l'équipe" }))
    fireEvent.click(await screen.findByRole('option', { name: 'lea@vitrine.test' }))
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('staff_user_uid')).toBe('editor'))
  })

  it('names the record and shows its change in words, money the French way', async () => {
    serveAuditLog()
    renderAuditLog()
    fireEvent.click(await screen.findByText('Le Hérisson'))
    const changes = await screen.findByRole('table', { name: 'Champs modifiés' })
    const rows = within(changes)
      .getAllByRole('row')
      // Money is written with a narrow no-break space before the euro sign.
      .map((row) => row.textContent?.replace(/\s/g, ' '))
    expect(rows).toEqual([
      'ChampAvantAprès',
      'NomHérissonLe Hérisson',
      'TéléchargeableNonOui',
      'Prix 1 · Montant3,99 €4,99 €',
    ])
  })
})
