import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bundle } from '../../../contract/schemas/bundles.ts'
import type { Plan } from '../../../contract/schemas/catalogue.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { planLinkPath } from '../../../contract/values/plan-link.ts'
import { useSession } from '../../api/session.ts'
import { browser } from '../../lib/browser.ts'
import { recordRequests } from '../../test/api-server.ts'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

const film = anItem({ uid: 'film', slug: 'le-film' })
const trilogy: Bundle = {
  uid: 'trilogy',
  name: 'Trilogie des récifs',
  description: '',
  amount: 1990,
  period: 0,
  items: [{ uid: 'film', name: 'Le film', slug: 'le-film', thumbnail: null }],
}
/** 99,99 € a year: a month given costs a twelfth, 8,33 €; three months 25,00 €. */
const yearly: Plan = {
  uid: 'yearly',
  name: 'Annuel',
  amount: 9999,
  interval: 'year',
  type: 'recurring',
  description: '',
  thumbnail: null,
  trial_days: 0,
}
const PAYMENT_PAGE = 'http://localhost/sandbox/checkout/gift-1'

function serve() {
  serveAnswers({
    '/website/': aWebsite({ monetization_enabled: true }),
    '/categories/': [],
    '/billing/plans/': [yearly],
    '/billing/plans/yearly/': yearly,
    '/items/le-film/': film,
    '/items/': { count: 0, results: [] },
    '/bundles/': [trilogy],
    '/billing/checkout/gift/': { checkout_session_url: PAYMENT_PAGE },
  })
  const sent = recordRequests('post')
  return () => sent.find((request) => request.path === `${API_BASE}/billing/checkout/gift/`)?.body
}

/** Fills the dialog's recipient and pays. */
async function giveTo(dialog: HTMLElement, email: string) {
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /E-mail du destinataire/ }),
    email,
  )
  await userEvent.click(within(dialog).getByRole('button', { name: 'Payer le cadeau' }))
}

beforeEach(() => {
  useSession.getState().signIn('token-1')
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  useSession.getState().signOut()
  vi.restoreAllMocks()
})

describe('giving a bundle or months of a plan', () => {
  it('gives a bundle from its card on the item page', async () => {
    const giftBody = serve()
    renderApp('/le-film')
    const card = await screen.findByRole('article', { name: 'Trilogie des récifs' })
    await userEvent.click(within(card).getByRole('button', { name: 'Offrir le pack' }))

    const dialog = await screen.findByRole('dialog', { name: 'Offrir Trilogie des récifs' })
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Le pack « Trilogie des récifs » — 19,90 €',
    )
    await giveTo(dialog, 'ami@example.com')
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(PAYMENT_PAGE))
    expect(giftBody()).toMatchObject({ bundle: 'trilogy', recipient_email: 'ami@example.com' })
    expect(giftBody()).not.toHaveProperty('price')
    expect(giftBody()).not.toHaveProperty('plan')
  })

  it('gives 1, 3 or 12 months of a plan from the cart, priced as the server charges', async () => {
    const giftBody = serve()
    renderApp(planLinkPath('yearly'))
    const drawer = await screen.findByRole('dialog', { name: 'Abonnements' })
    const plan = await within(drawer).findByRole('article', { name: 'Annuel' })
    await userEvent.click(await within(plan).findByRole('button', { name: 'Offrir' }))

    const dialog = await screen.findByRole('dialog', { name: 'Offrir Annuel' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ce que vous offrez' }))
    const choices = screen.getAllByRole('option').map((option) => option.textContent)
    expect(choices.map((text) => text?.replace(/\s/g, ' '))).toEqual([
      '1 mois — 8,33 €',
      '3 mois — 25,00 €',
      '12 mois — 99,99 €',
    ])
    await userEvent.click(screen.getByRole('option', { name: /^3 mois/ }))
    await giveTo(dialog, 'ami@example.com')
    await waitFor(() => expect(giftBody()).toBeDefined())
    expect(giftBody()).toMatchObject({ plan: 'yearly', months: 3 })
    expect(giftBody()).not.toHaveProperty('price')
  })
})
