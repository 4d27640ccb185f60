import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { Toaster } from '../../app/toaster.tsx'
import { vi } from 'vitest'
import type { Plan, Price } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { plansQuery } from '../../api/get-plans.ts'
import { websiteQuery } from '../../api/get-website.ts'
import { createQueryClient } from '../../app/query-client.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { CartDrawer } from './cart-drawer.tsx'
import { CartDrawerSlot } from './cart-drawer-slot.tsx'
import { API_BASE } from '../../../contract/values/api-paths.ts'

export const price = (uid: string, amount: number, period = 48): Price => ({
  uid,
  amount,
  period,
  downloadable_choices: null,
})

export const aPlan = (uid: string, overrides: Partial<Plan> = {}): Plan => ({
  uid,
  name: `Formule ${uid}`,
  amount: 999,
  interval: 'month',
  type: 'recurring',
  description: '',
  thumbnail: null,
  ...overrides,
})

/** A call the drawer made: method, path below the API base, JSON body. */
export interface SentRequest {
  method: string
  path: string
  body: unknown
}

/** Stands in for the network: answers POSTs by path ([status, body]) and records them. */
export function serveCart(answers: Record<string, [number, unknown]>): SentRequest[] {
  const sent: SentRequest[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = input.split('?')[0]!.replace(API_BASE, '')
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    sent.push({ method: init.method ?? 'GET', path, body })
    const [status, answer] = answers[path] ?? [404, { type: 'NotFound', message: 'Not found.' }]
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return sent
}

interface CartSite {
  website?: Partial<WebsiteSettings>
  plans?: Plan[]
}

/** A rendered cart, with the query cache a page adds items through (lib/add-to-cart.ts). */
export interface RenderedCart extends RenderResult {
  queryClient: QueryClient
}

/** `cart` at `path`, on a site with these settings and plans, toasts included. */
function renderAt(path: string, options: CartSite, cart: ReactNode): RenderedCart {
  const queryClient = createQueryClient()
  queryClient.setQueryData(websiteQuery.queryKey, aWebsite(options.website))
  queryClient.setQueryData(plansQuery.queryKey, options.plans ?? [])
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Toaster />
        {cart}
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...rendered, queryClient }
}

/** The cart drawer alone, on a site with these settings and plans, toasts included. */
export const renderCart = (options: CartSite = {}) => renderAt('/', options, <CartDrawer />)

/** The shell's cart slot at `path`: the drawer loads when something opens it, as in the app. */
export const renderCartSlot = (path: string, options: CartSite = {}) =>
  renderAt(path, options, <CartDrawerSlot />)
