import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { Toaster } from '../../app/toaster.tsx'
import type { Bundle } from '../../../contract/schemas/bundles.ts'
import type { Plan, Price } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { cartBundles } from '../../api/get-bundles.ts'
import { plansQuery } from '../../api/get-plans.ts'
import { websiteQuery } from '../../api/get-website.ts'
import { createQueryClient } from '../../app/query-client.ts'
import { useCart } from '../../lib/cart-store.ts'
import { recordRequests, type SentRequest } from '../../test/api-server.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { serveAnswers } from '../../test/render-app.tsx'
import { CartDrawer } from './cart-drawer.tsx'
import { CartDrawerSlot } from './cart-drawer-slot.tsx'

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
  trial_days: 0,
  ...overrides,
})

/** A bundle of these items (uid, name), sold for unlimited access unless said otherwise. */
export const aBundle = (
  uid: string,
  items: { uid: string; name: string }[],
  overrides: Partial<Bundle> = {},
): Bundle => ({
  uid,
  name: `Pack ${uid}`,
  description: '',
  amount: 1500,
  period: 0,
  items: items.map((item) => ({ ...item, slug: `${item.uid}-slug`, thumbnail: null })),
  ...overrides,
})

/** Puts a bundle into the cart as its item page does, shown at once. */
export function addBundleToCart(queryClient: QueryClient, bundle: Bundle): void {
  cartBundles.keep(queryClient, bundle)
  useCart.getState().addBundle(bundle)
}

/**
 * Stands in for the network: answers requests by API path ([status, body], 404 otherwise) and
 * returns every request the cart sends, in order.
 */
export function serveCart(answers: Record<string, [number, unknown]>): SentRequest[] {
  serveAnswers(answers)
  return recordRequests()
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
