import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminBundle } from '../../../contract/schemas/admin-bundles.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { apiServer, recordRequests, type SentRequest } from '../../test/api-server.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { dataProvider } from '../data-provider.ts'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { WebsiteContext } from '../website-context.ts'
import { BundleCreate } from './bundle-create.tsx'
import { BundleEdit } from './bundle-edit.tsx'
import { BundleList } from './bundle-list.tsx'

const ITEMS = [
  { uid: 'voyage', name: 'Le Voyage' },
  { uid: 'retour', name: 'Le Retour' },
  { uid: 'suite', name: 'La Suite' },
]
const DUO: AdminBundle = {
  uid: 'duo',
  name: 'Duo du voyage',
  description: '',
  amount: 1990,
  period: 0,
  on_sale: true,
  position: 0,
  item_uids: ['voyage', 'retour'],
  purchases_count: 3,
}
const TRILOGY: AdminBundle = {
  ...DUO,
  uid: 'trilogy',
  name: 'Trilogie',
  amount: 2500,
  period: 48,
  on_sale: false,
  position: 1,
  item_uids: ['voyage', 'retour', 'suite'],
  purchases_count: 0,
}

type Answer = [status: number, body: object]

/** Answers a list call with these rows, as react-admin counts them. */
const listOf = (rows: unknown[]) =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } })

/**
 * The staff API's bundle routes over DUO and TRILOGY, and the website's items. A creation or a
 * deletion answers `create` or `remove` when given. Returns what was sent, and the query strings
 * of the bundle lists asked for.
 */
function serveBundles({ create, remove }: { create?: Answer; remove?: Answer } = {}) {
  const bundles = [DUO, TRILOGY]
  const listsAsked: URLSearchParams[] = []
  const bundle = `${ADMIN_API_BASE}/bundles/:uid/`
  apiServer.use(
    http.get(`${ADMIN_API_BASE}/items/`, ({ request }) => {
      const uids = new URL(request.url).searchParams.get('uid__in')?.split(',')
      return listOf(ITEMS.filter((item) => !uids || uids.includes(item.uid)))
    }),
    http.get(`${ADMIN_API_BASE}/bundles/`, ({ request }) => {
      listsAsked.push(new URL(request.url).searchParams)
      return listOf(bundles)
    }),
    http.post(`${ADMIN_API_BASE}/bundles/`, async ({ request }) => {
      if (create) return HttpResponse.json(create[1], { status: create[0] })
      const input = (await request.json()) as Omit<AdminBundle, 'uid'>
      const made = { ...DUO, ...input, uid: 'new', position: 2, purchases_count: 0 }
      bundles.push(made)
      return HttpResponse.json(made, { status: 201 })
    }),
    http.get(bundle, ({ params }) => HttpResponse.json(bundles.find((b) => b.uid === params.uid))),
    http.patch(bundle, async ({ params, request }) => {
      const change = (await request.json()) as Partial<AdminBundle>
      const changed = { ...bundles.find((b) => b.uid === params.uid)!, ...change }
      return HttpResponse.json(changed)
    }),
    http.delete(bundle, () =>
      remove ? HttpResponse.json(remove[1], { status: remove[0] }) : new HttpResponse(null),
    ),
  )
  return { calls: recordRequests(), listsAsked }
}

/** The bundle screens at `path`, as an owner's back office routes them. */
function openBundles(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <WebsiteContext.Provider value={aWebsite()}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceDefinitionContextProvider
            definitions={{
              bundles: { name: 'bundles', hasList: true, hasCreate: true, hasEdit: true },
            }}
          >
            <ResourceContextProvider value="bundles">
              <Routes>
                <Route path="/bundles" element={<BundleList />} />
                <Route path="/bundles/create" element={<BundleCreate />} />
                <Route path="/bundles/:id" element={<BundleEdit />} />
              </Routes>
            </ResourceContextProvider>
            <Notification />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </WebsiteContext.Provider>
    </MemoryRouter>,
  )
}

/** Picks the item named `name` in the bundle's items. */
async function pickItem(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Contenus/ }))
  fireEvent.click(await screen.findByRole('option', { name }))
}

/** Fills the creation form with a name, a price and an access period. */
function fillNewBundle() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), {
    target: { value: 'Le coffret' },
  })
  fireEvent.change(screen.getByRole('textbox', { name: /^Montant \(EUR\)/ }), {
    target: { value: '19,90' },
  })
  fireEvent.change(screen.getByRole('spinbutton', { name: /^Durée d'accès/ }), {
    target: { value: '72' },
  })
}

const posts = (calls: SentRequest[]) => calls.filter((call) => call.method === 'POST')

afterEach(() => vi.restoreAllMocks())

describe('the bundle screens', { timeout: 30_000 }, () => {
  it('list the bundles in the storefront’s order, with price, access and sales', async () => {
    const { listsAsked } = serveBundles()
    openBundles('/bundles')
    const duo = await screen.findByRole('row', { name: /Duo du voyage/ })
    expect(duo.textContent).toMatch(/19,90\s€.*Accès illimité.*2 contenus.*Oui.*3/)
    const trilogy = screen.getByRole('row', { name: /Trilogie/ })
    expect(trilogy.textContent).toMatch(/25,00\s€.*48 heures.*3 contenus.*Non.*0/)
    expect(listsAsked[0]?.get('_sort')).toBe('position')

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'En vente' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Retirés de la vente' }))
    await waitFor(() => expect(listsAsked.at(-1)?.get('on_sale')).toBe('false'))
  })

  it('creates a bundle of the items picked, in the order picked', async () => {
    const { calls } = serveBundles()
    openBundles('/bundles/create')
    fillNewBundle()
    await pickItem('La Suite')
    await pickItem('Le Voyage')
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByRole('row', { name: /Le coffret/ })).toBeTruthy()
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: `${ADMIN_API_BASE}/bundles/`,
        body: {
          name: 'Le coffret',
          description: '',
          amount: 1990,
          period: 72,
          on_sale: true,
          item_uids: ['suite', 'voyage'],
        },
      },
    ])
  })

  it('asks for a second item before sending a bundle of one', async () => {
    const { calls } = serveBundles()
    openBundles('/bundles/create')
    fillNewBundle()
    await pickItem('Le Voyage')
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText('Choisissez au moins 2 contenus.')).toBeTruthy()
    expect(posts(calls)).toEqual([])
  })

  it('shows beside its input the field the server refuses', async () => {
    // react-admin's data provider hook logs every refused call outside production builds.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const message = 'Another bundle of this website already has this name.'
    serveBundles({
      create: [400, { type: 'ValidationError', message, details: { name: [message] } }],
    })
    openBundles('/bundles/create')
    fillNewBundle()
    await pickItem('La Suite')
    await pickItem('Le Voyage')
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    const name = screen.getByRole('textbox', { name: /^Nom/ })
    await waitFor(() => expectFieldError(name, message))
  })

  it('saves only what the server takes', async () => {
    const { calls } = serveBundles()
    openBundles('/bundles/trilogy')
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveProperty('value', 'Trilogie'),
    )
    fireEvent.click(screen.getByRole('switch', { name: 'En vente' }))
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByRole('row', { name: /Duo du voyage/ })).toBeTruthy()
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `${ADMIN_API_BASE}/bundles/trilogy/`,
      body: {
        name: 'Trilogie',
        description: '',
        amount: 2500,
        period: 48,
        on_sale: true,
        item_uids: ['voyage', 'retour', 'suite'],
      },
    })
  })

  it('keeps a bundle customers bought and says to withdraw it from sale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { calls } = serveBundles({
      remove: [
        409,
        { type: 'Conflict', message: 'This bundle was bought: withdraw it from sale.' },
      ],
    })
    openBundles('/bundles/duo')
    expect(await screen.findByText(/Acheté 3 fois/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Supprimer le pack « Duo du voyage » ?',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }))

    expect(
      await screen.findByText(
        'Ce pack a déjà été acheté : il ne peut pas être supprimé. Pour ne plus le vendre, décochez « En vente » et enregistrez.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveProperty('value', 'Duo du voyage')
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
  })
})
