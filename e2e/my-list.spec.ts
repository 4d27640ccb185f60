import { API_BASE } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { signIn } from './support/customers.ts'
import { expect, test } from './support/test.ts'

test('a viewer keeps an item in "Ma liste", finds it there, and takes it out', async ({
  page,
  request,
  customer,
  itemPage,
  authAccountMenu: menu,
}) => {
  await signIn(page, customer.token)
  const catalogue = await request.get(`${API_BASE}/items/?limit=10`)
  const [item] = ((await catalogue.json()) as { results: Item[] }).results
  if (!item) throw new Error('The demo catalogue has no item')
  const name = item.content_object.name

  await test.step('the item page adds it', async () => {
    await itemPage.goto(item.slug, name)
    await page.getByRole('button', { name: 'Ajouter à ma liste' }).click()
    await expect(page.getByRole('button', { name: 'Retirer de ma liste' })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the account menu leads to "Ma liste", which shows it', async () => {
    await menu.open()
    await menu.menu.getByRole('menuitem', { name: 'Ma liste' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ma liste' })).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('taken out on its page, it leaves the list', async () => {
    await itemPage.goto(item.slug, name)
    await page.getByRole('button', { name: 'Retirer de ma liste' }).click()
    await expect(page.getByRole('button', { name: 'Ajouter à ma liste' })).toBeVisible()
    await page.goto('/my-list')
    await expect(page.getByText(/Votre liste est vide/)).toBeVisible()
  })
})
