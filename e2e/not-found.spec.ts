import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test("an unknown address shows 'Page not found' with a link back home that works", async ({
  shell,
  notFoundPage,
  page,
}) => {
  await test.step('the 404 screen, inside the shell', async () => {
    await notFoundPage.goto('/cette/page/n-existe/pas')
    await expect(notFoundPage.heading).toHaveText('Page introuvable')
    await expect(shell.appBar).toBeVisible()
    await expect(shell.footer).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('its link leads to the home page', async () => {
    await notFoundPage.homeLink.click()
    await expect(page).toHaveURL(/^[^?#]+:\d+\/$/)
    await expect(notFoundPage.heading).toBeHidden()
  })
})
