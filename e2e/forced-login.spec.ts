import { expect, test } from './support/test.ts'

test('on the second demo site, which forces login, a signed-out visitor lands on the login screen', async ({
  page,
  swissURL,
}) => {
  await test.step('from the home page', async () => {
    await page.goto(`${swissURL}/`)
    await expect(page).toHaveURL(`${swissURL}/auth/login`)
  })

  await test.step('from a deep link to a category', async () => {
    await page.goto(`${swissURL}/category/alpes`)
    await expect(page).toHaveURL(`${swissURL}/auth/login`)
  })
})
