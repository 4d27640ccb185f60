import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_BASE } from '../contract/values/api-paths.ts'
import type { Item, Plan } from '../contract/schemas/catalogue.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { drawPicture } from './support/draw-picture.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey changes the plans other journeys offer.
useOwnServer()

const ITEM = { slug: 'nuit-blanche-a-marseille', name: 'Nuit blanche à Marseille' }

let folder = ''
let picture = ''

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-plan-'))
  picture = path.join(folder, 'pass.png')
  drawPicture(picture, '0x2a9d8f', 320, 180)
})
test.afterAll(() => rmSync(folder, { recursive: true, force: true }))

test('the owner creates a plan that opens an item, changes its price, makes it private, then deletes it', async ({
  page,
  request,
  browser,
  adminLoginPage,
  adminPlansPage: plans,
}) => {
  test.slow()
  const publicPlan = async () => {
    const answer = await request.get(`${API_BASE}/billing/plans/`)
    return ((await answer.json()) as Plan[]).find((plan) => plan.name === 'Pass Festival')
  }
  const itemPlans = async () =>
    ((await (await request.get(`${API_BASE}/items/${ITEM.slug}/`)).json()) as Item).plans
  let planUid = ''
  let link = ''

  await test.step('the owner fills the new plan: price, trial and one item', async () => {
    await adminLoginPage.logInAsOwner()
    await plans.menuLink.click()
    await expect(plans.table).toBeVisible()
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
    planUid = plan!.uid
    expect(await itemPlans()).toContain(planUid)
  })

  await test.step('a new price shows in the list and to visitors', async () => {
    await plans.row('Pass Festival').getByText('Pass Festival').click()
    await expect(plans.amount).toHaveValue('12,50')
    await plans.amount.fill('15')
    await plans.save.click()
    await expect(plans.row('Pass Festival')).toContainText('15,00 €')
    expect((await publicPlan())?.amount).toBe(1500)
  })

  await test.step('the owner gives it a picture, makes it private and finds its link', async () => {
    await plans.row('Pass Festival').getByText('Pass Festival').click()
    await plans.thumbnailFile.setInputFiles(picture)
    await expect(plans.currentThumbnail).toBeVisible()
    await expect(plans.link).toHaveValue(new RegExp(`/\\?plan=${planUid}$`))
    link = await plans.link.inputValue()
    await plans.isPrivate.check()
    await expectNoAccessibilityViolations(page)
    await plans.save.click()
    await expect(plans.row('Pass Festival')).toContainText(plans.text('vitrine.plan.private'))
  })

  await test.step('visitors no longer find it, but its link opens it in the cart', async () => {
    expect(await publicPlan()).toBeUndefined()
    expect(await itemPlans()).not.toContain(planUid)
    const visitor = await browser.newPage()
    await visitor.goto(link)
    await waitForHydration(visitor)
    const cart = new CartDrawer(visitor)
    await cart.expectView('subscriptions')
    await expect(cart.plan('Pass Festival')).toContainText('15,00 €')
    await expect(cart.dialog.getByRole('article')).toHaveCount(1)
    await expect(cart.plan('Pass Festival').locator('img')).toHaveAttribute(
      'src',
      new RegExp(`/images/plan/uid/${planUid}/thumbnail\\.jpg$`),
    )
    await expect(cart.subscribeButton('Pass Festival')).toBeEnabled()
    await visitor.close()
  })

  await test.step('deleting it, once confirmed, takes it away', async () => {
    await plans.row('Pass Festival').getByText('Pass Festival').click()
    await plans.delete.click()
    await plans.confirmDialog.getByRole('button', { name: plans.text('ra.action.confirm') }).click()
    await expect(plans.table).toBeVisible()
    await expect(plans.row('Pass Festival')).toHaveCount(0)
    expect(await publicPlan()).toBeUndefined()
    const gone = await request.get(`${API_BASE}/billing/plans/${planUid}/`)
    expect(gone.status()).toBe(404)
  })
})
