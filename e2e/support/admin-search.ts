import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types words in a back office list's search box, once the list titled `title` is drawn, until
 * the list takes them as its filter (the address then holds `filter=`).
 * - A menu link shows the previous screen until the list's code has loaded: words typed there
 *   would filter that screen, which has a search box and rows too, and cancel the way to the list.
 *   So the title in the app bar must be the list's first.
 * - react-admin's filter form may reset itself while the list first settles, eating what was
 *   typed; a person types again, and so does this.
 * Every try waits for the page itself, never for a clock.
 */
export async function searchList(
  page: Page,
  title: string,
  search: Locator,
  rows: Locator,
  words: string,
) {
  await expect(
    page.getByRole('banner').getByRole('heading', { name: title, exact: true }),
  ).toBeVisible()
  await expect(rows.first()).toBeVisible()
  await expect(async () => {
    await search.fill(words)
    await expect(page).toHaveURL(/filter=/, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
}
