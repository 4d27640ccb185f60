import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test("the footer's legal link opens the site's legal notice", async ({
  shell,
  legalPage,
  page,
}) => {
  await shell.goto('/category/cuisine')
  await shell.followFooterLink('Mentions légales')
  await expect(page).toHaveURL(/\/legal$/)
  await expect(legalPage.heading).toBeVisible()
  // The page's title once: the site's text does not repeat it.
  await expect(page.getByRole('heading', { name: 'Mentions légales' })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'Éditeur du site' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'staff@vitrine.demo' })).toHaveAttribute(
    'href',
    'mailto:staff@vitrine.demo',
  )
  await expectNoAccessibilityViolations(page)
})
