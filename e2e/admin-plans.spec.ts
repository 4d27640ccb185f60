import { API_BASE } from '../contract/api-paths.ts'
import type { Item, Plan } from '../contract/catalogue.ts'
import { DEMO_STAFF } from '../server/db/demo/accounts.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { AdminPlansPage } from './pages/admin-plans-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey changes the plans other journeys offer.
useOwnServer()

const ITEM = { slug: 'nuit-blanche-a-marseille', name: 'Nuit blanche à Marseille' }

test('the owner creates a plan that opens an item, changes its price, then deletes it', async ({
  page,
  request,
}) => {
  test.slow()
  const plans = new AdminPlansPage(page)
  const publicPlan = async () => {
    const answer = await request.get(`${API_BASE}/billing/plans/`)
    return ((await answer.json()) as Plan[]).find((plan) => plan.name === 'Pass Festival')
  }

  await test.step('the owner fills the new plan: price, trial and one item', async () => {
    const login = new AdminLoginPage(page)
    await login.goto()
    await login.logIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await plans.menuLink.click()
    await expectNoAccessibilityViolations(page)
    await plans.openForm()
    await plans.name.fill('Pass Festival')
    await plans.amount.fill('12.5')
    await plans.trialDays.fill('7')
    await plans.addItem('marseille', ITEM.name)
    await expectNoAccessibilityViolations(page)
    await plans.save.click()
    const row = plans.row('Pass Festival')
    await expect(row).toContainText('12,50 €')
    await expect(row).toContainText(plans.text('vitrine.plan.itemsCount', { smart_count: 1 }))
  })

  await test.step('visitors are offered it, on the item it opens', async () => {
    const plan = await publicPlan()
    expect(plan).toMatchObject({ amount: 1250, interval: 'month' })
    const item = await request.get(`${API_BASE}/items/${ITEM.slug}/`)
    expect(((await item.json()) as Item).plans).toContain(plan!.uid)
  })

  await test.step('a new price shows in the list and to visitors', async () => {
    await plans.row('Pass Festival').getByText('Pass Festival').click()
    await expect(plans.amount).toHaveValue('12.5')
    await plans.amount.fill('15')
    await plans.save.click()
    await expect(plans.row('Pass Festival')).toContainText('15,00 €')
    expect((await publicPlan())?.amount).toBe(1500)
  })

  await test.step('deleting it, once confirmed, takes it away', async () => {
    await plans.row('Pass Festival').getByText('Pass Festival').click()
    await plans.delete.click()
    await plans.confirmDialog.getByRole('button', { name: plans.text('ra.action.confirm') }).click()
    await expect(plans.table).toBeVisible()
    await expect(plans.row('Pass Festival')).toHaveCount(0)
    expect(await publicPlan()).toBeUndefined()
  })
})
