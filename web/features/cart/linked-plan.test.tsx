import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { planLinkPath } from '../../../contract/values/plan-link.ts'
import { useSession } from '../../api/session.ts'
import { useCart } from '../../lib/cart-store.ts'
import { aPlan, renderCartSlot, serveCart } from './cart-test-support.tsx'
import { browser } from '../../lib/browser.ts'

const club = aPlan('club', { name: 'Club privé', amount: 1500, description: 'Pour les membres' })
const publicPlans = [aPlan('monthly', { name: 'Mensuel' })]

const initialCart = useCart.getState()
const assign = vi.fn<(url: string) => void>()
beforeEach(() => {
  useCart.setState(initialCart, true)
  useSession.getState().signIn('token-1')
  assign.mockReset()
  vi.spyOn(browser, 'assign').mockImplementation(assign)
})
afterEach(() => {
  useSession.getState().signOut()
  vi.restoreAllMocks()
})

describe('a plan’s link', () => {
  it('opens the subscriptions on that plan alone, and subscribes to it', async () => {
    const sent = serveCart({
      '/billing/plans/club/': [200, club],
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o7' }],
    })
    renderCartSlot(planLinkPath('club'), { plans: publicPlans })

    const drawer = await screen.findByRole('dialog', { name: 'Abonnements' })
    const plan = await within(drawer).findByRole('article', { name: 'Club privé' })
    expect(within(plan).getByText('Pour les membres')).toBeTruthy()
    expect(within(drawer).queryByRole('article', { name: 'Mensuel' })).toBeNull()

    await userEvent.click(within(plan).getByRole('button', { name: "S'abonner" }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/o7'))
    const checkout = sent.find((request) => request.path === `${API_BASE}/billing/checkout/`)
    // The buyer comes back to the address the plan's link opened.
    expect(checkout?.body).toEqual({
      type: 'subscription',
      subscription: 'club',
      return_path: '/?plan=club',
    })
  })

  it('says so when the plan is gone, and offers the site’s plans once closed', async () => {
    serveCart({})
    renderCartSlot(planLinkPath('gone'), { plans: publicPlans })

    const drawer = await screen.findByRole('dialog', { name: 'Abonnements' })
    expect(await within(drawer).findByText("Cette formule n'est plus proposée.")).toBeTruthy()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fermer le panier' }))
    await waitFor(() => expect(useCart.getState().drawer.open).toBe(false))

    act(() => useCart.getState().showSubscriptions(null))
    expect(await screen.findByRole('article', { name: 'Mensuel' })).toBeTruthy()
  })
})
